import { type MusicCatalogAdapterName, ADAPTER_NAMES } from '../../adapters/config/adapter-names';
import { DemoMusicCatalog } from '../../adapters/music-catalog/demo.music-catalog';
import { SpotifyMusicCatalog } from '../../adapters/music-catalog/spotify.music-catalog';
import { startFakeSpotify } from '../fakes/spotify.fake';
import { describeMusicCatalogContract, type MusicCatalogHarness } from './music-catalog.contract';

const harnesses: Record<MusicCatalogAdapterName, () => Promise<MusicCatalogHarness>> = {
  async demo() {
    const catalog = new DemoMusicCatalog();
    const album = catalog.data.albums.find((a) => a.trackIds.length >= 2) ?? catalog.data.albums[0];
    const artist = catalog.data.artists.find((a) => a.id === album.artistIds[0]) ?? catalog.data.artists[0];
    const track = catalog.data.tracks.find((t) => t.id === album.trackIds[1]) ?? catalog.data.tracks[0];
    return {
      catalog,
      sample: {
        artist: { id: artist.id, name: artist.name },
        album: { id: album.id, title: album.title, trackCount: album.trackIds.length },
        track: { id: track.id, title: track.title },
      },
      close: async () => undefined,
    };
  },
  async spotify() {
    const fake = await startFakeSpotify();
    const artist = fake.addArtist({ name: 'Contract Quay' });
    const album = fake.addAlbum({
      name: 'Harbour Contract',
      artists: [artist],
      tracks: 3,
      label: 'Quay Music',
      upc: '5060000000009',
      releaseDate: '2024-03-01',
    });
    let clock = Date.now();
    const catalog = new SpotifyMusicCatalog(
      { clientId: fake.clientId, clientSecret: fake.clientSecret, apiUrl: fake.apiUrl, accountsUrl: fake.accountsUrl },
      { retry: { sleep: async () => undefined }, now: () => clock },
    );
    return {
      catalog,
      provider: {
        rateLimit: (seconds) => fake.rateLimit(seconds),
        outage: (status) => fake.outage(status),
        lift: () => fake.lift(),
        requests: () => fake.requests,
        advance: (ms) => void (clock += ms),
      },
      sample: {
        artist: { id: artist.id, name: artist.name },
        album: { id: album.id, title: album.name, trackCount: 3 },
        track: { id: album.tracks[1].id, title: album.tracks[1].name },
      },
      close: () => fake.close(),
    };
  },
};

const REMOTE: Record<MusicCatalogAdapterName, boolean> = { demo: false, spotify: true };

for (const name of ADAPTER_NAMES.musicCatalog) describeMusicCatalogContract(name, harnesses[name], { remote: REMOTE[name] });
