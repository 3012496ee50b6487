import { sanitiseDisplayName } from '../../../domain/files/display-name';
import { COMMON_MESSAGES, hasBrokenCharacters, hasControlCharacters, withoutInvisibleCharacters } from '../../../domain/shared';

describe('free text keeps no invisible characters (one rule for every field)', () => {
  it.each([
    ['Bee\u202Egnp.exe', 'Beegnp.exe'],
    ['a\u202Ab\u202Bc\u202Cd\u202De', 'abcde'],
    ['\u2066isolated\u2069 \u2067rtl\u2068', 'isolated rtl'],
    ['zero\u200Bwidth\u200C\u200D\u2060\uFEFF', 'zerowidth'],
    ['mark\u200E\u200F\u061C', 'mark'],
  ])('%j becomes %j', (raw, clean) => expect(withoutInvisibleCharacters(raw)).toBe(clean));

  it('keeps ordinary text, accents, emoji, tabs and line breaks', () => {
    const text = 'Beyoncé — “Halo” 🎶\n\tSecond line\r\n日本語';
    expect(withoutInvisibleCharacters(text)).toBe(text);
  });

  it('refuses control characters but not line breaks or tabs', () => {
    expect(hasControlCharacters('a\u0000b')).toBe(true);
    expect(hasControlCharacters('a\u0085b')).toBe(true);
    expect(hasControlCharacters('a\u001Bb')).toBe(true);
    expect(hasControlCharacters('line\nbreak\ttab\r\n')).toBe(false);
  });

  it('refuses half of a surrogate pair, alone or at either end, but not a whole one', () => {
    expect(['\ud800', 'a\udfffb', 'nova\ud83d@example.com', '🎶\ud83d'].map(hasBrokenCharacters)).toEqual([true, true, true, true]);
    expect(['🎶 Beyoncé', '日本語', ''].map(hasBrokenCharacters)).toEqual([false, false, false]);
  });

  it('names a null field in one plain message', () => expect(COMMON_MESSAGES.notNull('biography')).toBe('biography must not be null'));

  it('is the rule file names use too', () => expect(sanitiseDisplayName('Bee\u202Egnp.exe\u200B.wav')).toBe('Beegnp.exe.wav'));
});
