/** Our own id of the record a board item mirrors (NewBoardItem.key), by kind of record. */
export const BOARD_KEYS = {
  submission: (id: string) => `submission:${id}`,
  waitingList: (entryId: string) => `waiting-list:${entryId}`,
  invitation: (invitationId: string) => `invitation:${invitationId}`,
  /** A staff test item: each request makes its own. */
  test: (requestId: string) => `test:${requestId}`,
} as const;
