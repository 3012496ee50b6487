import type { RetentionCutoffs } from '../../domain/shared';

export interface HousekeepingCutoffs {
  mailWrittenBefore: Date;
  sessionsEndedBefore: Date;
  throttleWindowsStartedBefore: Date;
}

/** How many rows each rule removed (or, for files, released to the orphan-upload clean-up). */
export interface RetentionReport {
  closedStaffAccounts: number;
  closedArtistAccounts: number;
  submissions: number;
  musicFilesReleased: number;
  waitingListEntries: number;
  mails: number;
  sessions: number;
  throttleRows: number;
  /** Storage keys of the profile pictures of closed accounts: the caller deletes the objects. */
  pictureKeys: string[];
}

/**
 * Deletes what the privacy policy no longer lets us keep, and housekeeping rows past their use. Music files
 * are not deleted here: their uploads are detached from the submission, and the orphan-upload clean-up
 * removes object and row together (one path deletes files).
 */
export interface RetentionRepository {
  apply(policy: RetentionCutoffs, housekeeping: HousekeepingCutoffs): Promise<RetentionReport>;
}
export const RETENTION_REPOSITORY = Symbol('RetentionRepository');
