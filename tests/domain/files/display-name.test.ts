import { artistFolderName, DISPLAY_NAME_MAX_LENGTH, sanitiseDisplayName } from '../../../domain/files/display-name';

describe('sanitiseDisplayName', () => {
  it('keeps ordinary names', () => expect(sanitiseDisplayName('My Song (Master).wav')).toBe('My Song (Master).wav'));
  it('drops path parts', () => {
    expect(sanitiseDisplayName('../../x.wav')).toBe('x.wav');
    expect(sanitiseDisplayName('C:\\Users\\me\\song.wav')).toBe('song.wav');
  });
  it('drops NULs, encoded NULs and control characters', () => {
    expect(sanitiseDisplayName('a.wav%00.php')).toBe('a.wav.php');
    expect(sanitiseDisplayName('a\u0000b\u202e\n.wav')).toBe('ab.wav');
  });
  it('drops leading dots and reserved characters', () => expect(sanitiseDisplayName('..hidden<>.wav')).toBe('hidden__.wav'));
  it('falls back for empty names', () => {
    expect(sanitiseDisplayName('')).toBe('file');
    expect(sanitiseDisplayName(null)).toBe('file');
    expect(sanitiseDisplayName('../..')).toBe('file');
  });
  it('shortens over-long names keeping the extension', () => {
    const name = sanitiseDisplayName(`${'a'.repeat(300)}.wav`);
    expect(name).toHaveLength(DISPLAY_NAME_MAX_LENGTH);
    expect(name.endsWith('.wav')).toBe(true);
    expect(sanitiseDisplayName('b'.repeat(300))).toHaveLength(DISPLAY_NAME_MAX_LENGTH);
  });
});

describe('artistFolderName', () => {
  it('slugs names', () => expect(artistFolderName('Björk & The Band!')).toBe('bjork-the-band'));
  it('never escapes or is empty', () => {
    expect(artistFolderName('../..')).toBe('unknown-artist');
    expect(artistFolderName(undefined)).toBe('unknown-artist');
    expect(artistFolderName('x'.repeat(100))).toHaveLength(60);
    expect(artistFolderName(`${'a'.repeat(59)}-b`)).toBe('a'.repeat(59));
  });
});
