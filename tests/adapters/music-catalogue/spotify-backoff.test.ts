import { SpotifyMusicCatalogue } from '../../../adapters/music-catalogue/spotify.music-catalogue';
import { startFakeSpotify } from '../../fakes/spotify.fake';
import { fakeProviderSuite } from '../../support/fake-provider';

describe("SpotifyMusicCatalogue's shared back-off against the fake Spotify Web API", () => {
  const provider = fakeProviderSuite(startFakeSpotify);
  const { retry, waits } = provider;
  const catalogue = (now: () => number) =>
    new SpotifyMusicCatalogue(
      {
        clientId: provider.fake.clientId,
        clientSecret: provider.fake.clientSecret,
        apiUrl: provider.fake.apiUrl,
        accountsUrl: provider.fake.accountsUrl,
      },
      { retry, now },
    );

  it('makes every request of the adapter wait out one 429, not only the one that received it', async () => {
    const clock = Date.now();
    const c = catalogue(() => clock);
    await c.searchArtists('warm the token', 1);
    provider.fake.faults.inject({ status: 429, headers: { 'Retry-After': '3' } });
    await c.searchArtists('limited', 1);
    const before = provider.fake.requests;
    await Promise.all([c.searchArtists('a', 1), c.getArtist('0000000000000000000000'), c.searchMusic('b', ['album'], 1)]);
    expect(waits).toEqual([3000, 3000, 3000, 3000]);
    expect(provider.fake.requests - before).toBe(3);
  });

  it('honours a Retry-After on a 503 for every request as well', async () => {
    const clock = Date.now();
    const c = catalogue(() => clock);
    provider.fake.faults.inject({ status: 503, headers: { 'Retry-After': '60' } });
    const before = provider.fake.requests;
    const error = await c.searchArtists('x', 1).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'Spotify is unavailable (HTTP 503); retry after 60 s', retryAfterSeconds: 60 });
    await expect(c.getTrack('0000000000000000000000')).rejects.toMatchObject({ retryAfterSeconds: 60 });
    expect(provider.fake.requests - before).toBe(2);
  });
});
