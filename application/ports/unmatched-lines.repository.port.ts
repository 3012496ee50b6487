import type { UnmatchedLineGroupFields } from '../../wire/statements.wire';

/** Unmatched lines of one report that name the same recording, shown to staff as one row. */
export interface UnmatchedGroup extends UnmatchedLineGroupFields {
  /** Currency → exact total in precise units (decimal string). */
  totals: Record<string, string>;
}

export type UnmatchedGroupKey = Pick<UnmatchedGroup, 'reportId' | 'isrc' | 'upc' | 'title' | 'artist'>;

/** The lines no identifier matched, and staff's matches by hand. */
export interface UnmatchedLinesRepository {
  /** The unmatched lines of the period's reports and the ones carried into it, grouped. */
  unmatched(periodId: string): Promise<UnmatchedGroup[]>;
  /** The period a report was imported into. */
  periodOfReport(reportId: string): Promise<string | null>;
  /**
   * Credits the group's lines to a catalogue track; lines of a closed period's report are carried into `carriedInto`,
   * whose closing allocates them. Answers how many lines it matched.
   */
  assign(
    key: UnmatchedGroupKey,
    track: { trackId: string; releaseId: string; artistId: string },
    carriedInto: string | null,
  ): Promise<number>;
}
