/** Job kinds of the board mirroring (handled by MirrorToBoardHandlers). */
export const BOARD_JOBS = {
  createSubmissionItem: 'board.create-submission-item',
  updateForInvitation: 'board.update-invitation-item',
  createWaitingListItem: 'board.create-waiting-list-item',
  createInvitationItem: 'board.create-invitation-item',
  /** Writes a submission's current status, version, note and content to its item (after a decision or a resubmission). */
  refreshSubmissionItem: 'board.refresh-submission-item',
} as const;

export type BoardJobKind = (typeof BOARD_JOBS)[keyof typeof BOARD_JOBS];
