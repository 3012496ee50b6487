import { type MusicCatalogueAdapterName, ADAPTER_NAMES } from '../../adapters/config/adapter-names';
import { DemoMusicCatalogue } from '../../adapters/music-catalogue/demo.music-catalogue';
import { SpotifyMusicCatalogue } from '../../adapters/music-catalogue/spotify.music-catalogue';
import { startFakeSpotify } from '../fakes/spotify.fake';
import { describeMusicCataloguePortSuite, type MusicCatalogueHarness } from './music-catalogue.port-suite';

const harnesses: Record<MusicCatalogueAdapterName, () => Promise<MusicCatalogueHarness>> = {
  async demo() {
    const catalogue = new DemoMusicCatalogue();
    const album = catalogue.data.albums.find((a) => a.trackIds.length >= 2) ?? catalogue.data.albums[0];
    const artist = catalogue.data.artists.find((a) => a.id === album.artistIds[0]) ?? catalogue.data.artists[0];
    const track = catalogue.data.tracks.find((t) => t.id === album.trackIds[1]) ?? catalogue.data.tracks[0];
    return {
      catalogue,
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
    const artist = fake.addArtist({ name: 'Port suite Quay' });
    const album = fake.addAlbum({
      name: 'Harbour Port suite',
      artists: [artist],
      tracks: 3,
      label: 'Quay Music',
      upc: '5060000000009',
      releaseDate: '2024-03-01',
    });
    let clock = Date.now();
    const catalogue = new SpotifyMusicCatalogue(
      { clientId: fake.clientId, clientSecret: fake.clientSecret, apiUrl: fake.apiUrl, accountsUrl: fake.accountsUrl },
      { retry: { sleep: async () => undefined }, now: () => clock },
    );
    return {
      catalogue,
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

const REMOTE: Record<MusicCatalogueAdapterName, boolean> = { demo: false, spotify: true };

for (const name of ADAPTER_NAMES.musicCatalogue) describeMusicCataloguePortSuite(name, harnesses[name], { remote: REMOTE[name] });
