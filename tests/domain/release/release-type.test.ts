import { isReleaseType, RELEASE_TYPE_OPTION_LABELS, releaseTypeDisplay } from '../../../domain/release';
import { itAcceptsAndRejects, itMaps } from '../support/rule-cases';

describe('release types (public flow §2.4)', () => {
  it('labels the LP option with its track count', () => {
    expect(RELEASE_TYPE_OPTION_LABELS.lp).toBe('LP (6+ tracks)');
  });

  describe('displays types as Single, EP, Album and other values as they are', () => {
    itMaps(releaseTypeDisplay, [
      ['single', 'Single'],
      ['ep', 'EP'],
      ['lp', 'Album'],
      ['mixtape', 'mixtape'],
      [null, ''],
    ]);
  });

  describe('recognises release types', () => {
    itAcceptsAndRejects(isReleaseType, { accepts: ['single', 'ep', 'lp'], rejects: ['album', 3, null] });
  });
});
