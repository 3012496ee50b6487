import type { MusicCatalogue } from '../../application/ports/music-catalogue.port';
import { parseSpotifyLink } from '../../domain/catalogue';
import { isValidGtin, isValidIsrc } from '../support/catalogue-identifiers';
import { describeProviderTrouble, type MusicCatalogueProviderControl } from './music-catalogue.provider-trouble';
import { type PortSuiteHarness, describePortSuite } from './suite-harness';

/** Known content each harness guarantees (the demo's own data, or what it put into a fake provider). */
export interface MusicCatalogueSample {
  artist: { id: string; name: string };
  /** An album with at least two tracks, by `artist`. */
  album: { id: string; title: string; trackCount: number };
  /** A track of `album`. */
  track: { id: string; title: string };
}

export interface MusicCatalogueHarness extends PortSuiteHarness {
  catalogue: MusicCatalogue;
  sample: MusicCatalogueSample;
  /** Remote adapters only: control over the (fake) provider, for the rate-limit and outage cases. */
  provider?: MusicCatalogueProviderControl;
}

const UNKNOWN_ID = '0000000000000000000000';
const DATE = /^\d{4}(-\d{2}(-\d{2})?)?$/;

/**
 * The one MusicCatalogue port suite: every adapter named in adapters/config/adapter-names.ts runs it; `remote` adds the
 * provider-trouble cases, whose harness must carry `provider`.
 */
export function describeMusicCataloguePortSuite(
  name: string,
  make: () => Promise<MusicCatalogueHarness>,
  options: { remote: boolean },
): void {
  describePortSuite('MusicCatalogue', name, make, (harness) => {
    const catalogue = () => harness().catalogue;
    const sample = () => harness().sample;
    if (options.remote) describeProviderTrouble(() => remote(harness()));

    it('names itself', () => {
      expect(catalogue().adapterName).toBe(name);
    });

    it('finds an artist by name, whatever the case, with a link that parses back to its id', async () => {
      const found = await catalogue().searchArtists(sample().artist.name.toUpperCase(), 10);
      const hit = found.find((a) => a.id === sample().artist.id);
      expect(hit).toEqual({ id: sample().artist.id, name: sample().artist.name, url: expect.any(String), image: expect.any(String) });
      expect(parseSpotifyLink(hit?.url)).toEqual({ type: 'artist', id: sample().artist.id });
    });

    it('honours the limit and answers nothing (not an error) for an unmatched query', async () => {
      expect((await catalogue().searchArtists(sample().artist.name, 1)).length).toBeLessThanOrEqual(1);
      expect(await catalogue().searchArtists('qqzzxxjj no such artist', 5)).toEqual([]);
      expect(await catalogue().searchMusic('qqzzxxjj no such release', ['track', 'album'], 5)).toEqual([]);
    });

    it('searches tracks and albums: only the asked types, tracks first, at most `limit` of each', async () => {
      const both = await catalogue().searchMusic(sample().album.title, ['track', 'album'], 2);
      expect(both.filter((i) => i.type === 'track').length).toBeLessThanOrEqual(2);
      expect(both.filter((i) => i.type === 'album').length).toBeLessThanOrEqual(2);
      const firstAlbum = both.findIndex((i) => i.type === 'album');
      expect(firstAlbum).toBeGreaterThanOrEqual(0);
      expect(both.slice(firstAlbum).every((i) => i.type === 'album')).toBe(true);
      const albums = await catalogue().searchMusic(sample().album.title, ['album'], 10);
      expect(albums.every((i) => i.type === 'album')).toBe(true);
      const album = albums.find((i) => i.id === sample().album.id);
      expect(album).toMatchObject({ type: 'album', title: sample().album.title, artist: expect.stringContaining(sample().artist.name) });
      expect(album?.releaseDate).toMatch(DATE);
      expect(parseSpotifyLink(album?.url)).toEqual({ type: 'album', id: sample().album.id });
      const tracks = await catalogue().searchMusic(sample().track.title, ['track'], 10);
      expect(tracks.every((i) => i.type === 'track')).toBe(true);
      const track = tracks.find((i) => i.id === sample().track.id);
      expect(parseSpotifyLink(track?.url)).toEqual({ type: 'track', id: sample().track.id });
    });

    it('reads an artist by id', async () => {
      expect(await catalogue().getArtist(sample().artist.id)).toMatchObject({ id: sample().artist.id, name: sample().artist.name });
    });

    it('reads an album with numbered tracks, durations in ms, label, copyrights and UPC', async () => {
      const album = await catalogue().getAlbum(sample().album.id);
      expect(album).toMatchObject({ id: sample().album.id, albumTitle: sample().album.title, totalTracks: sample().album.trackCount });
      expect(album?.artist).toContain(sample().artist.name);
      expect(album?.label).toBeTruthy();
      expect(album?.releaseDate).toMatch(DATE);
      expect(album?.tracks.map((t) => t.trackNumber)).toEqual(Array.from({ length: sample().album.trackCount }, (_, i) => i + 1));
      for (const t of album?.tracks ?? []) {
        expect(Number.isInteger(t.duration) && t.duration > 0).toBe(true);
        expect(t.isrc === 'N/A' || isValidIsrc(t.isrc)).toBe(true);
      }
      expect(album?.copyrights.length).toBeGreaterThan(0);
      expect(isValidGtin(album?.upc)).toBe(true);
      expect(parseSpotifyLink(album?.spotifyUrl)).toEqual({ type: 'album', id: sample().album.id });
    });

    it('reads a track with its album, label, ISRC and UPC', async () => {
      const track = await catalogue().getTrack(sample().track.id);
      expect(track).toMatchObject({ id: sample().track.id, title: sample().track.title, album: sample().album.title });
      expect(track?.artist).toContain(sample().artist.name);
      expect(Number.isInteger(track?.duration) && (track?.duration ?? 0) > 0).toBe(true);
      expect(isValidIsrc(track?.isrc)).toBe(true);
      expect(isValidGtin(track?.upc)).toBe(true);
      expect(parseSpotifyLink(track?.spotifyUrl)).toEqual({ type: 'track', id: sample().track.id });
    });

    it('answers undefined, never throws, for unknown or malformed ids', async () => {
      for (const id of [UNKNOWN_ID, '../x', '%00', 'a b', '__proto__']) {
        await expect(catalogue().getArtist(id)).resolves.toBeUndefined();
        await expect(catalogue().getAlbum(id)).resolves.toBeUndefined();
        await expect(catalogue().getTrack(id)).resolves.toBeUndefined();
      }
    });

    it('reports a working connection', async () => {
      const result = await catalogue().testConnection();
      expect(result.ok).toBe(true);
      expect(result.message).toBeTruthy();
    });
  });
}

function remote(harness: MusicCatalogueHarness) {
  if (!harness.provider) throw new Error("A remote adapter's port suite harness must carry its provider control");
  return { catalogue: harness.catalogue, provider: harness.provider, sampleTrackId: harness.sample.track.id };
}
