import { SpotifyMusicCatalogue } from '../../../adapters/music-catalogue/spotify.music-catalogue';
import { MusicCatalogueUnavailableError } from '../../../application/ports/music-catalogue.port';
import { startFakeSpotify } from '../../fakes/spotify.fake';
import { fakeProviderSuite } from '../../support/fake-provider';

describe('SpotifyMusicCatalogue against the fake Spotify Web API', () => {
  const provider = fakeProviderSuite(startFakeSpotify);
  const { retry, waits } = provider;
  const catalogue = (overrides: { clientSecret?: string; now?: () => number } = {}) =>
    new SpotifyMusicCatalogue(
      {
        clientId: provider.fake.clientId,
        clientSecret: overrides.clientSecret ?? provider.fake.clientSecret,
        apiUrl: provider.fake.apiUrl,
        accountsUrl: provider.fake.accountsUrl,
      },
      { retry, now: overrides.now },
    );

  it('searches artists page by page (Spotify answers at most 10 per page) up to the limit asked', async () => {
    for (let i = 0; i < 30; i++) provider.fake.addArtist({ name: `Pager Artist ${i}` });
    const found = await catalogue().searchArtists('pager artist', 25);
    expect(found).toHaveLength(25);
    expect(new Set(found.map((a) => a.id)).size).toBe(25);
    expect(found[0]).toEqual({
      id: expect.any(String),
      name: 'Pager Artist 0',
      url: `https://open.spotify.com/artist/${found[0].id}`,
      image: expect.stringContaining('640'),
    });
    expect(
      provider.fake.log.filter((l) => l.startsWith('GET /v1/search')).map((l) => new URL(l.slice(4), 'http://x').searchParams.get('limit')),
    ).toEqual(['10', '10', '5']);
  });

  it('maps track and album search hits with artist names joined by commas', async () => {
    const a = provider.fake.addArtist({ name: 'Mara Quay' });
    const b = provider.fake.addArtist({ name: 'Tide Pool' });
    const album = provider.fake.addAlbum({ name: 'Lantern Season', artists: [a, b], tracks: 2, releaseDate: '2023-10-06' });
    const items = await catalogue().searchMusic('lantern season', ['track', 'album'], 5);
    expect(items.map((i) => [i.type, i.title])).toEqual([
      ['track', 'Lantern Season 1'],
      ['track', 'Lantern Season 2'],
      ['album', 'Lantern Season'],
    ]);
    expect(items[2]).toEqual({
      id: album.id,
      type: 'album',
      title: 'Lantern Season',
      artist: 'Mara Quay, Tide Pool',
      image: expect.stringContaining(album.id),
      url: `https://open.spotify.com/album/${album.id}`,
      releaseDate: '2023-10-06',
    });
    expect(await catalogue().searchMusic('lantern season', ['album'], 5)).toHaveLength(1);
    expect(await catalogue().searchMusic('   ', ['track'], 5)).toEqual([]);
  });

  it('reads an album with all its tracks (paging past 50) and their ISRCs, label, UPC, copyrights and images', async () => {
    const artist = provider.fake.addArtist({ name: 'Long Player' });
    const album = provider.fake.addAlbum({
      name: 'Box Set',
      artists: [artist],
      tracks: 53,
      label: 'Harbour Records',
      upc: '0123456789012',
    });
    const found = await catalogue().getAlbum(album.id);
    expect(found).toMatchObject({
      id: album.id,
      albumTitle: 'Box Set',
      artist: 'Long Player',
      label: 'Harbour Records',
      upc: '0123456789012',
      totalTracks: 53,
      releaseDate: '2024-05-17',
    });
    expect(found?.tracks).toHaveLength(53);
    expect(found?.tracks[52]).toEqual({ trackNumber: 53, title: 'Box Set 53', duration: 233_000, isrc: 'GBXYZ2400053' });
    expect(found?.copyrights).toEqual([
      { text: '(C) 2024 Harbour Records', type: 'C' },
      { text: '(P) 2024 Harbour Records', type: 'P' },
    ]);
    expect(found?.images[0]).toEqual({ url: expect.any(String), width: 640, height: 640 });
    expect(provider.fake.log).toContain(`GET /v1/albums/${album.id}/tracks?limit=50&offset=50`);
  });

  it('reads a track with the label and UPC of its album', async () => {
    const artist = provider.fake.addArtist({ name: 'Solo Act' });
    const album = provider.fake.addAlbum({ name: 'One Song', artists: [artist], tracks: 1, label: 'Quay Music', upc: '5061234567890' });
    expect(await catalogue().getTrack(album.tracks[0].id)).toEqual({
      id: album.tracks[0].id,
      title: 'One Song',
      artist: 'Solo Act',
      album: 'One Song',
      label: 'Quay Music',
      releaseDate: '2024-05-17',
      duration: 181_000,
      isrc: 'GBXYZ2400001',
      spotifyUrl: `https://open.spotify.com/track/${album.tracks[0].id}`,
      albumArt: expect.stringContaining('640'),
      upc: '5061234567890',
    });
    expect(await catalogue().getArtist(artist.id)).toMatchObject({ id: artist.id, name: 'Solo Act' });
  });

  it('answers undefined for unknown (404) and malformed (400) ids', async () => {
    const c = catalogue();
    expect(await c.getTrack('0000000000000000000000')).toBeUndefined();
    expect(await c.getAlbum('0000000000000000000000')).toBeUndefined();
    expect(await c.getArtist('short')).toBeUndefined();
    expect(await c.getAlbum('../../me')).toBeUndefined();
    expect(provider.fake.log.some((l) => l.includes('/me'))).toBe(false);
  });

  it('asks for one token, reuses it, and gets a new one when Spotify answers 401', async () => {
    const c = catalogue();
    const before = provider.fake.tokensIssued;
    await c.searchArtists('x', 1);
    await c.searchArtists('y', 1);
    expect(provider.fake.tokensIssued - before).toBe(1);
    provider.fake.expireTokens();
    await expect(c.searchArtists('z', 1)).resolves.toEqual([]);
    expect(provider.fake.tokensIssued - before).toBe(2);
  });

  it('renews the token before it expires instead of waiting for a 401', async () => {
    let clock = Date.now();
    const c = catalogue({ now: () => clock });
    const before = provider.fake.tokensIssued;
    await c.searchArtists('x', 1);
    clock += 3600_000 - 30_000;
    await c.searchArtists('x', 1);
    expect(provider.fake.tokensIssued - before).toBe(2);
    expect(provider.fake.log.filter((l) => l.startsWith('GET')).length).toBe(2);
  });

  it('waits as long as Retry-After says on a 429, then succeeds', async () => {
    const clock = Date.now();
    provider.fake.faults.inject({ status: 429, headers: { 'Retry-After': '2' } });
    expect(await catalogue({ now: () => clock }).searchArtists('anything', 1)).toEqual([]);
    expect(waits).toEqual([2000]);
  });

  it('gives up at once with MusicCatalogueUnavailableError when Retry-After is too long to wait', async () => {
    provider.fake.faults.inject({ status: 429, headers: { 'Retry-After': '3600' } });
    await expect(catalogue().searchArtists('anything', 1)).rejects.toThrow(
      new MusicCatalogueUnavailableError('Spotify is rate-limiting our requests; retry after 3600 s'),
    );
    expect(waits).toEqual([]);
  });

  it('retries 5xx with growing backoff, then reports the catalogue unavailable', async () => {
    provider.fake.faults.inject({ status: 503 }, 3);
    const error = await catalogue()
      .getArtist('0000000000000000000000')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MusicCatalogueUnavailableError);
    expect((error as Error).message).toBe('Spotify is unavailable (HTTP 503); gave up after 3 tries');
    expect(waits).toEqual([250, 500]);
    provider.fake.faults.inject({ status: 502 });
    expect(await catalogue().getArtist('0000000000000000000000')).toBeUndefined();
  });

  it('retries the accounts service too, and reports refused credentials clearly', async () => {
    provider.fake.tokenFaults.inject({ status: 503 });
    await expect(catalogue().searchArtists('x', 1)).resolves.toEqual([]);
    expect(waits).toEqual([250]);
    await expect(catalogue({ clientSecret: 'wrong' }).searchArtists('x', 1)).rejects.toThrow(
      'Spotify refused the client credentials (400): Invalid client',
    );
    expect(await catalogue({ clientSecret: 'wrong' }).testConnection()).toEqual({
      ok: false,
      message: 'Spotify refused the client credentials (400): Invalid client',
    });
    expect(await catalogue().testConnection()).toEqual({ ok: true, message: 'Connected to Spotify' });
  });
});
