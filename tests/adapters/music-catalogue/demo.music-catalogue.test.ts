import { generateDemoCatalogue } from '../../../adapters/music-catalogue/demo-catalogue.generator';
import { DemoMusicCatalogue } from '../../../adapters/music-catalogue/demo.music-catalogue';
import { parseSpotifyLink } from '../../../domain/catalogue';
import { isValidGtin, isValidIsrc } from '../../support/catalogue-identifiers';

describe('DemoMusicCatalogue data', () => {
  const catalogue = new DemoMusicCatalogue();
  const { artists, albums, tracks } = catalogue.data;

  it('holds at least 30 artists, 60 albums and 300 tracks', () => {
    expect(artists.length).toBeGreaterThanOrEqual(30);
    expect(albums.length).toBeGreaterThanOrEqual(60);
    expect(tracks.length).toBeGreaterThanOrEqual(300);
  });

  it('is the same catalogue for the same seed, and another for another seed', () => {
    expect(generateDemoCatalogue()).toEqual(catalogue.data);
    expect(new DemoMusicCatalogue().data).toEqual(catalogue.data);
    expect(generateDemoCatalogue(7).artists[0].id).not.toBe(artists[0].id);
  });

  it('has unique Spotify-shaped ids (22 base62 characters) and unique artist names', () => {
    const ids = [...artists, ...albums, ...tracks].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(new Set(artists.map((a) => a.name)).size).toBe(artists.length);
  });

  it('gives every track a unique valid ISRC and every release a unique valid UPC', () => {
    for (const t of tracks) expect(isValidIsrc(t.isrc)).toBe(true);
    expect(new Set(tracks.map((t) => t.isrc)).size).toBe(tracks.length);
    for (const a of albums) expect(isValidGtin(a.upc)).toBe(true);
    expect(new Set(albums.map((a) => a.upc)).size).toBe(albums.length);
  });

  it('gives releases dates, labels, numbered tracks and durations in ms', async () => {
    for (const record of albums) {
      const album = await catalogue.getAlbum(record.id);
      expect(album?.releaseDate).toMatch(/^20(1[4-9]|2[0-5])-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(album?.releaseDate ?? ''))).toBe(false);
      expect(album?.label).toBeTruthy();
      expect(album?.copyrights).toEqual([
        { text: `© ${album?.releaseDate.slice(0, 4)} ${album?.label}`, type: 'C' },
        { text: `℗ ${album?.releaseDate.slice(0, 4)} ${album?.label}`, type: 'P' },
      ]);
      expect(album?.tracks.map((t) => t.trackNumber)).toEqual(Array.from({ length: album?.totalTracks ?? 0 }, (_, i) => i + 1));
      for (const t of album?.tracks ?? []) {
        expect(Number.isInteger(t.duration)).toBe(true);
        expect(t.duration).toBeGreaterThanOrEqual(60_000);
        expect(t.duration).toBeLessThan(600_000);
      }
    }
  });

  it('links parse with the domain parser and images are served by our API', async () => {
    const track = await catalogue.getTrack(tracks[0].id);
    expect(parseSpotifyLink(track?.spotifyUrl)).toEqual({ type: 'track', id: tracks[0].id });
    const album = await catalogue.getAlbum(albums[0].id);
    expect(parseSpotifyLink(album?.spotifyUrl)).toEqual({ type: 'album', id: albums[0].id });
    const artist = await catalogue.getArtist(artists[0].id);
    expect(parseSpotifyLink(artist?.url)).toEqual({ type: 'artist', id: artists[0].id });
    for (const url of [track?.albumArt, album?.images[0].url, artist?.image])
      expect(url).toMatch(/^\/api\/spotify\/images\/[0-9A-Za-z]{22}\.svg$/);
  });

  it('draws SVG covers and portraits without script, handlers or external references', () => {
    for (const id of [artists[0].id, albums[0].id, tracks[0].id]) {
      const svg = catalogue.image(id)?.body ?? '';
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/<script|\son\w+\s*=|href|<foreignObject|javascript:/i);
      expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:/);
    }
    expect(catalogue.image(tracks[0].id)?.body).toBe(catalogue.image(tracks[0].albumId)?.body);
    expect(catalogue.image('unknown')).toBeUndefined();
  });
});

describe('DemoMusicCatalogue search', () => {
  const catalogue = new DemoMusicCatalogue();
  const { artists } = catalogue.data;
  const accented = artists.find((a) => /[À-ÿ]/.test(a.name));

  it('finds an artist by the start of the name, whatever the case', async () => {
    const target = artists[3];
    const found = await catalogue.searchArtists(target.name.slice(0, 4).toUpperCase(), 50);
    expect(found.map((a) => a.id)).toContain(target.id);
    expect((await catalogue.searchArtists(target.name, 5))[0].id).toBe(target.id);
  });

  it('finds an artist by a later word, and ignores accents', async () => {
    const multi = artists.find((a) => a.name.split(' ').length >= 2 && !a.name.startsWith('The ')) ?? artists[0];
    const lastWord = multi.name.split(' ').pop() ?? '';
    expect((await catalogue.searchArtists(lastWord.toLowerCase(), 50)).map((a) => a.id)).toContain(multi.id);
    expect(accented).toBeDefined();
    const plain = (accented?.name ?? '').normalize('NFD').replace(/\p{M}/gu, '');
    expect((await catalogue.searchArtists(plain.toLowerCase(), 5)).map((a) => a.id)).toContain(accented?.id);
  });

  it('honours the limit and finds nothing for nonsense', async () => {
    expect(await catalogue.searchArtists('the', 3)).toHaveLength(3);
    expect(await catalogue.searchArtists('zzqxj', 10)).toEqual([]);
    expect(await catalogue.searchArtists('  -- ', 10)).toEqual([]);
  });

  it('searches tracks and albums by title and by artist, tracks first, each type up to the limit', async () => {
    const album = catalogue.data.albums[5];
    const byTitle = await catalogue.searchMusic(album.title, ['album'], 5);
    expect(byTitle[0]).toMatchObject({ id: album.id, type: 'album', title: album.title });
    const artist = artists.find((a) => a.id === album.artistIds[0]);
    const both = await catalogue.searchMusic(artist?.name ?? '', ['track', 'album'], 4);
    expect(both.filter((i) => i.type === 'track').length).toBeLessThanOrEqual(4);
    expect(both.filter((i) => i.type === 'album').map((i) => i.id)).toContain(album.id);
    const firstAlbum = both.findIndex((i) => i.type === 'album');
    expect(both.slice(firstAlbum).every((i) => i.type === 'album')).toBe(true);
    expect((await catalogue.searchMusic('lights', ['track'], 50)).every((i) => i.type === 'track')).toBe(true);
  });

  it('lists featured artists joined by commas', async () => {
    const featured = catalogue.data.tracks.find((t) => t.artistIds.length === 2);
    const track = await catalogue.getTrack(featured?.id ?? '');
    const names = featured?.artistIds.map((id) => artists.find((a) => a.id === id)?.name);
    expect(track?.artist).toBe(names?.join(', '));
  });

  it('answers undefined for unknown or malformed ids', async () => {
    for (const id of ['0000000000000000000000', '../x', '', '__proto__', 'constructor']) {
      expect(await catalogue.getArtist(id)).toBeUndefined();
      expect(await catalogue.getAlbum(id)).toBeUndefined();
      expect(await catalogue.getTrack(id)).toBeUndefined();
    }
  });
});
