import { autoExpandsOnAdd, CATALOGUE_BADGES, catalogueItemId, joinArtistNames } from '../../../domain/catalogue/catalogue-item';
import { CATALOGUE_DEFAULTS, CATALOGUE_MESSAGES } from '../../../domain/catalogue/catalogue.messages';

describe('catalogue items (public flow §3)', () => {
  it('ids are type-itemId-timestamp', () => {
    const spotifyId = '4Z8W4fKeB5YxbusRsdQVPb';
    expect(catalogueItemId('track', spotifyId, new Date(1_700_000_000_000))).toBe(`track-${spotifyId}-1700000000000`);
  });

  it('joins artists, badges, auto-expands, defaults', () => {
    expect(joinArtistNames(['A', 'B'])).toBe('A, B');
    expect(CATALOGUE_BADGES).toEqual({ track: 'TRACK', album: 'ALBUM' });
    expect(autoExpandsOnAdd('album', false)).toBe(true);
    expect(autoExpandsOnAdd('track', false)).toBe(false);
    expect(autoExpandsOnAdd('track', true)).toBe(true);
    expect(CATALOGUE_DEFAULTS).toEqual({ label: 'Unknown Label', isrc: 'N/A' });
    expect(CATALOGUE_MESSAGES.addedReleases(2)).toBe('Added Releases (2)');
    expect(CATALOGUE_MESSAGES.empty).toBe('No catalogue items added yet. Search for your music or paste a Spotify URL above.');
  });
});
