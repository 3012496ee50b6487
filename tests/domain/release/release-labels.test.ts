import { DELIVERY_MESSAGES, DELIVERY_STATUS_LABELS } from '../../../domain/release/delivery-status';
import { hasPackage, MAX_RELEASES_PER_PACKAGE_DOWNLOAD, RELEASE_PACKAGE_MESSAGES as P } from '../../../domain/release/release-package';
import { uploadTypeDisplay } from '../../../domain/release/upload-type';
import { lyricsLanguageName, LYRICS_LANGUAGE_MESSAGES, parseLyricsLanguage } from '../../../domain/tracks/lyrics-language';

describe('release packages', () => {
  it('exist for approved and live releases, whatever the case or spacing of the status', () => {
    expect(hasPackage(' Approved ')).toBe(true);
    expect(hasPackage('live')).toBe(true);
    expect(hasPackage('pending')).toBe(false);
  });

  it('say why a release has none, by its status label or the status as stored when unknown', () => {
    expect(P.notReady('changes requested')).toBe('Only approved or live releases have a delivery package; this one is Changes Requested');
    expect(P.notReady('archived')).toBe('Only approved or live releases have a delivery package; this one is archived');
    expect(P.missingFile('audio/1.wav')).toBe('The stored file for audio/1.wav is missing or has changed since it was uploaded');
    expect(P.fileTooLarge('audio/1.wav')).toMatch(/^audio\/1\.wav is larger than 4 GiB/);
    expect(P.tooMany).toBe(`Download at most ${MAX_RELEASES_PER_PACKAGE_DOWNLOAD} releases at once`);
  });
});

describe('delivery words', () => {
  it('counts attempts in the singular and plural, and says when a retry or a queued delivery runs', () => {
    expect(DELIVERY_MESSAGES.attempts(1)).toBe('1 attempt');
    expect(DELIVERY_MESSAGES.attempts(3)).toBe('3 attempts');
    expect(DELIVERY_MESSAGES.retriesAt('14:05')).toContain('tries again by itself at 14:05');
    expect(DELIVERY_MESSAGES.waitsForUndo('14:05')).toContain('Sends to the stores at 14:05');
    expect(DELIVERY_MESSAGES.sentToStoresOn('1 May 2030')).toContain('on 1 May 2030');
    expect(DELIVERY_STATUS_LABELS.retrying).toBe('Retrying');
  });
});

describe('upload type display', () => {
  it('labels a stored upload type and shows a dash for an unknown or missing one', () => {
    expect(['transfer', 'remix', null].map(uploadTypeDisplay)).toEqual(['Transfer Existing', '—', '—']);
  });
});

describe('lyrics language', () => {
  it('takes a real ISO 639-1 code in any case, stored in lower case', () => {
    expect(parseLyricsLanguage(' FR ')).toEqual({ ok: true, value: 'fr' });
  });

  it('refuses three letters, digits and two letters that name no language', () => {
    const refused = { ok: false, message: LYRICS_LANGUAGE_MESSAGES.invalid };
    expect(parseLyricsLanguage('fra')).toEqual(refused);
    expect(parseLyricsLanguage('e1')).toEqual(refused);
    expect(parseLyricsLanguage('qq')).toEqual(refused);
  });

  it('names a code in English with the code, and nothing when none is set', () => {
    expect(lyricsLanguageName('es')).toBe('Spanish (es)');
    expect(lyricsLanguageName(null)).toBe('');
    expect(lyricsLanguageName('')).toBe('');
  });
});
