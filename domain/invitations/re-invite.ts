/** What staff are told when they invite an email that already belongs to an artist. */
export const REINVITE_MESSAGES = {
  codeKept: (artistName: string) =>
    `${artistName} already has a portal account: a new submission link was sent, and their artist ID and invitation code are unchanged.`,
  nameMismatch: (artistName: string) =>
    `This email already belongs to the artist '${artistName}'. Use that artist name to invite them again, or another email for a new artist.`,
} as const;

const normaliseWhitespace = (value: string) => value.trim().replace(/\s+/g, ' ');

/** The typed artist name names the existing artist (letter case and spacing aside). */
export function isSameArtistName(typed: string, existing: string): boolean {
  return normaliseWhitespace(typed).toLowerCase() === normaliseWhitespace(existing).toLowerCase();
}
