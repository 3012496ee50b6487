/** What the server knows of an uploaded WAV the submission references (looked up by the use case). */
export interface AudioFileFact {
  /** Uploaded in this form session (or by this artist) and stored. */
  owned: boolean;
  /** The duration the server measured; null when unknown. */
  durationSeconds: number | null;
}

/** found: the catalogue returned metadata; missing: it answered that the release does not exist; unknown: not asked or unreachable. */
export type CatalogueLookup = 'found' | 'missing' | 'unknown';

/** The I/O results the submission rules need, gathered before validating (the domain does no I/O). */
export interface SubmissionFacts {
  audioFiles: ReadonlyMap<string, AudioFileFact>;
  /** Keyed by the item's trimmed link; absent means unknown. */
  catalogue: ReadonlyMap<string, CatalogueLookup>;
}
