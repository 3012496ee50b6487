import {
  ARTIST_SIGN_IN_NOTES,
  isSignInPageNote,
  returnPathOf,
  SIGN_IN_MESSAGES,
  SIGN_IN_PAGE_NOTES,
  signInPageNoteOf,
  STAFF_SIGN_IN_NOTES,
} from '../../../domain/access';

describe('where a sign-in sends the visitor back to', () => {
  it.each([
    ['/edit-profile', '/edit-profile'],
    ['/releases/abc?tab=2', '/releases/abc?tab=2'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['https://evil.example', '/dashboard'],
    ['', '/dashboard'],
    [null, '/dashboard'],
  ])('%s → %s', (next, expected) => {
    expect(returnPathOf(next, '/dashboard')).toBe(expected);
  });
});

describe("a sign-in page's notes", () => {
  it('names each message once, so a refusal maps back to exactly one note', () => {
    const messages = Object.values(SIGN_IN_PAGE_NOTES).map((note) => note.message);
    expect(new Set(messages).size).toBe(messages.length);
    expect(signInPageNoteOf(SIGN_IN_MESSAGES.invalidArtistCredentials)).toBe('wrong-artist-credentials');
    expect(signInPageNoteOf('Something else entirely')).toBeUndefined();
  });

  it('knows only its own keys (nothing from the prototype)', () => {
    expect(isSignInPageNote('too-many-attempts')).toBe(true);
    expect(isSignInPageNote('constructor')).toBe(false);
    expect(isSignInPageNote(null)).toBe(false);
  });

  it('gives each page the notes its forms can send it back with', () => {
    expect(ARTIST_SIGN_IN_NOTES).toContain('new-code-sent');
    expect(STAFF_SIGN_IN_NOTES).not.toContain('wrong-artist-credentials');
    expect([...ARTIST_SIGN_IN_NOTES, ...STAFF_SIGN_IN_NOTES].every(isSignInPageNote)).toBe(true);
  });
});
