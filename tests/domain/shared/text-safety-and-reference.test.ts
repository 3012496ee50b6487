import { submissionReference } from '../../../domain/shared/submission-reference';
import {
  hasBrokenCharacters,
  hasControlCharacters,
  TEXT_SAFETY_MESSAGES as M,
  unsafeTextMessage,
  withoutInvisibleCharacters,
} from '../../../domain/shared/text-safety';

describe('text safety', () => {
  it('allows tabs, line breaks and emoji, and refuses control characters, NUL and the C1 range', () => {
    expect(unsafeTextMessage('Line one\n\tLine two\r\n🎵')).toBeNull();
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(unsafeTextMessage('a\u0007b')).toBe(M.controlCharacters);
    expect(unsafeTextMessage('a\u0085b')).toBe(M.controlCharacters);
  });

  it('refuses half of a surrogate pair but not a whole one', () => {
    expect(hasBrokenCharacters('\ud83c')).toBe(true);
    expect(hasBrokenCharacters('\ud83c\udfb5')).toBe(false);
    expect(unsafeTextMessage('Tide \udfb5')).toBe(M.brokenCharacters);
  });

  it('refuses U+FFFE and U+FFFF, which XML cannot carry', () => {
    expect(unsafeTextMessage('Tide\uFFFE')).toBe(M.nonCharacters);
    expect(unsafeTextMessage('Tide\uFFFF')).toBe(M.nonCharacters);
  });

  it('strips invisible format characters such as a bidi override or a zero-width space', () => {
    expect(withoutInvisibleCharacters('Bee\u202Egnp.exe')).toBe('Beegnp.exe');
    expect(withoutInvisibleCharacters('\uFEFFNo\u200Bva\u00AD')).toBe('Nova');
  });

  it('says how deep a body may nest', () => {
    expect(M.tooDeep(20)).toBe('Request body is nested too deeply (more than 20 levels)');
  });
});

describe('submission reference', () => {
  it('is HS- and the first 8 characters of the id, upper-cased, dashes ignored', () => {
    expect(submissionReference('3f2a9c1e-7b4d-4e2a-9f00-123456789abc')).toBe('HS-3F2A9C1E');
    expect(submissionReference('3f2a-9c1e')).toBe('HS-3F2A9C1E');
  });

  it('is null for a missing, short or non-alphanumeric id', () => {
    expect(submissionReference(null)).toBeNull();
    expect(submissionReference(undefined)).toBeNull();
    expect(submissionReference('')).toBeNull();
    expect(submissionReference('3f2a9c1')).toBeNull();
    expect(submissionReference('3f2a 9c1e 7b4d')).toBeNull();
  });
});
