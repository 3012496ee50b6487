import type { RetentionReport } from '../../../application/ports/retention.repository.port';

/** The counts of a retention pass over a seed with one row past its time for each rule. */
export const ONE_ROW_PER_RULE: Omit<RetentionReport, 'pictureKeys'> = {
  closedStaffAccounts: 1,
  closedArtistAccounts: 1,
  submissions: 1,
  musicFilesReleased: 1,
  waitingListEntries: 1,
  mails: 1,
  sessions: 1,
  throttleRows: 1,
};
