import type { ConsentState } from '../../domain/split-sheets';

/** Where each release's split sheets stand, for lists (the desk queue): one read for a page of releases. */
export interface SplitStatesQuery {
  /** The consent states of each release's current sheets; a release nobody was asked about is absent. */
  statesOf(submissionIds: readonly string[]): Promise<Map<string, ConsentState[]>>;
}
