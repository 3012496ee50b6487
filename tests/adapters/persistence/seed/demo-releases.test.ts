import { DEMO_LOGINS, DEMO_RELEASES } from '../../../../adapters/persistence/seed/demo-seed';
import { checkMetadata } from '../../../../domain/metadata';
import { releaseTypeDisplay } from '../../../../domain/release';
import { isPrimaryGenre, isSubGenreOf } from '../../../../domain/taxonomy';

const RELEASE_TYPE_WORDS = /\b(single|ep|lp|album)\b/i;

describe('demo releases', () => {
  const submitted = DEMO_RELEASES.filter((r) => r.status !== 'In Progress');

  it('pass the store style-guide checks', () => {
    for (const release of submitted) {
      const subject = {
        artistName: DEMO_LOGINS.artist.artistName,
        releaseTitle: release.releaseTitle,
        releaseType: release.releaseType,
        primaryGenre: release.primaryGenre,
        subGenre: release.subGenre,
        tracks: [],
      };
      expect({ title: release.releaseTitle, warnings: checkMetadata(subject) }).toEqual({ title: release.releaseTitle, warnings: [] });
    }
  });

  it('name no release type in a title other than their own', () => {
    for (const release of submitted) {
      const named = RELEASE_TYPE_WORDS.exec(release.releaseTitle)?.[1];
      if (named) expect(named.toLowerCase()).toBe(releaseTypeDisplay(release.releaseType).toLowerCase());
    }
  });

  it('have a type, a genre from the taxonomy and a release date after they were submitted', () => {
    for (const release of submitted) {
      expect(release.releaseType).not.toBeNull();
      expect(isPrimaryGenre(release.primaryGenre)).toBe(true);
      expect(isSubGenreOf(release.primaryGenre, release.subGenre)).toBe(true);
      expect(release.releaseInDays).toBeGreaterThan(0);
    }
  });

  it('leave the in-progress release untitled, as the wizard left it', () => {
    const inProgress = DEMO_RELEASES.filter((r) => r.status === 'In Progress');
    expect(inProgress).toHaveLength(1);
    expect(inProgress[0]).toMatchObject({ releaseTitle: '', releaseType: null, releaseInDays: null });
  });
});
