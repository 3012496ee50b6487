// (ours) The split sheets' wording: one place for the collaborator page, the desk, the mails and the API.
export const SPLIT_SHEET_MESSAGES = {
  linkInvalid: 'This link is not valid. Ask the label for a new one.',
  linkExpired: 'This link has expired. Ask the label to send it again.',
  alreadyAnswered: 'This split sheet has already been answered.',
  nameRequired: 'Type your full name to sign.',
  nameMismatch: 'Type your name as it appears on the split sheet.',
  consentRequired: 'Tick the box to agree to your shares.',
  sheetChanged: 'The split sheet changed while you were reading it. Please read it again.',
  signHere: 'Split sheets are signed on this page: type your full name to agree.',
  reasonRequired: 'Tell the artist why you decline, so they can correct the split.',
  reasonTooLong: (max: number) => `Keep the reason under ${max} characters.`,
  noteRequired: 'Add a note saying how the share was agreed.',
  notAgreedBy: (names: readonly string[]) => `Approval waits for the split sheets: not yet agreed by ${names.join(', ')}.`,
  declinedHeadline: (name: string, title: string) => `${name} declined their share of "${title}"`,
  agreedOffline: (staff: string, note: string) => `Marked agreed offline by ${staff}: ${note}`,
} as const;

export const DECLINE_REASON_MAX = 500;
export const OFFLINE_NOTE_MAX = 500;
