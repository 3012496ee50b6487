import type { LabelCopy, LabelCopyCorrection } from '../../domain/label-copy';

/** A release's label copy as stored, with what its defaults are read from. */
export interface StoredLabelCopy {
  status: string;
  /** The release date's year (the submission's year without one): a blank ℗/© year stands for it. */
  releaseYear: number;
  labelCopy: LabelCopy;
}

/** One correction on the timeline: who made it, when, and in which status. */
export interface RecordedCorrection extends LabelCopyCorrection {
  status: string;
  staffId: string;
  staffName: string;
  createdAt: Date;
}

/** Reads and writes a release's label copy and its corrections; writes join the enclosing unit of work. */
export interface LabelCopyRepository {
  read(submissionId: string): Promise<StoredLabelCopy | null>;
  /** Stores every value of `next` (the release's and each track's, by position). */
  write(submissionId: string, next: LabelCopy, at: Date): Promise<void>;
  addCorrections(submissionId: string, corrections: RecordedCorrection[]): Promise<void>;
  /** Oldest first. */
  corrections(submissionId: string): Promise<RecordedCorrection[]>;
}
export const LABEL_COPY_REPOSITORY = Symbol('LabelCopyRepository');
