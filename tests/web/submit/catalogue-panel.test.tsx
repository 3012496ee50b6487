import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Options } from 'ky';
import { CATALOGUE_MESSAGES, LOOKUP_MESSAGES } from '../../../domain/catalogue';
import { createCatalogueGateway, type TrackMetadata } from '../../../web/src/gateway/catalogue.gateway';
import type { HttpClient } from '../../../web/src/gateway/http-client';
import { CataloguePanel } from '../../../web/src/features/submit/catalogue/catalogue-panel.component';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { useWizardStore } from '../../../web/src/stores/wizard.store';
import { fakeGateways, renderSubmit, resetSubmitState } from './render-submit';
import { HTTPError } from './ky.stub';

jest.mock('ky', () => jest.requireActual('./ky.stub'));

const ALBUM = {
  id: 'alb1',
  type: 'album' as const,
  title: 'The Bright Lights',
  artist: 'Velvet Arcades',
  image: '',
  url: 'https://open.spotify.com/album/alb1',
  releaseDate: '2021-04-02',
};

const TRACK: TrackMetadata = {
  success: true,
  id: 'trk9',
  title: 'Lights of Galway',
  artist: 'Velvet Arcades',
  album: 'The Bright Lights',
  label: 'Harbour Demo',
  releaseDate: '2021-04-02',
  duration: 201000,
  isrc: 'GBXXX2100001',
  spotifyUrl: 'https://open.spotify.com/track/trk9',
  albumArt: '',
  upc: '123',
};

/** The lookup API while Spotify rate-limits the portal: every lookup answers as the API does, 503 with Retry-After. */
function rateLimitedApi(): HttpClient {
  const call = (_path: string, _options: Options = {}) => ({
    json: async () => {
      const body = JSON.stringify({ success: false, error: LOOKUP_MESSAGES.unavailable, requestId: 'r-1' });
      throw new HTTPError(new Response(body, { status: 503, headers: { 'Retry-After': '30' } }));
    },
  });
  return call as unknown as HttpClient;
}

const addedItems = () => useSubmissionFormStore.getState().form.catalogueItems;

beforeEach(resetSubmitState);

describe('the catalogue panel', () => {
  it('adds an album picked from the search suggestions, with its metadata', async () => {
    const user = userEvent.setup({ delay: null });
    const gateways = fakeGateways();
    gateways.catalogue.searchMusic.mockImplementation(async (_q, type) => (type === 'album' ? [ALBUM] : []));
    gateways.catalogue.albumMetadata.mockResolvedValue({
      success: true,
      id: 'alb1',
      albumTitle: 'The Bright Lights',
      artist: 'Velvet Arcades',
      label: 'Harbour Demo',
      releaseDate: '2021-04-02',
      totalTracks: 1,
      tracks: [{ trackNumber: 1, title: 'Lights of Galway', duration: 201000, isrc: 'GBXXX2100001' }],
      spotifyUrl: ALBUM.url,
      images: [],
      copyrights: [],
      upc: '123',
    });
    renderSubmit(<CataloguePanel />, gateways);
    expect(screen.getByText(CATALOGUE_MESSAGES.empty)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search for your track or album'), 'bright');
    await user.click(await screen.findByRole('option', { name: /The Bright Lights/ }));
    expect(await screen.findByText('Added Releases (1)')).toBeInTheDocument();
    const item = screen.getByTestId('catalogue-item');
    expect(within(item).getByText('ALBUM')).toBeInTheDocument();
    expect(within(item).getByText(/Lights of Galway \(3:21\)/)).toBeInTheDocument();
    expect(gateways.catalogue.searchMusic).toHaveBeenCalledWith('bright', 'track', 5);
    expect(gateways.catalogue.searchMusic).toHaveBeenCalledWith('bright', 'album', 5);
    expect(useSubmissionFormStore.getState().form.catalogueItems[0]).toMatchObject({
      type: 'album',
      spotifyUrl: ALBUM.url,
      albumDetails: { label: 'Harbour Demo' },
    });
  });

  it("takes back 'Please add at least one release to transfer' once a release is added", async () => {
    const user = userEvent.setup({ delay: null });
    const gateways = fakeGateways();
    gateways.catalogue.trackMetadata.mockResolvedValue(TRACK);
    useWizardStore.getState().showIssues([{ field: 'catalogueItems', message: CATALOGUE_MESSAGES.atLeastOneRelease }]);
    renderSubmit(<CataloguePanel />, gateways);
    await user.click(screen.getByRole('button', { name: 'Enter URL' }));
    await user.type(screen.getByLabelText('Spotify track or album URL'), TRACK.spotifyUrl);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added Releases (1)')).toBeInTheDocument();
    expect(useWizardStore.getState().errors.catalogueItems).toBeUndefined();
  });

  it('checks pasted links, then adds a track with its metadata', async () => {
    const user = userEvent.setup({ delay: null });
    const gateways = fakeGateways();
    gateways.catalogue.trackMetadata.mockResolvedValue(TRACK);
    renderSubmit(<CataloguePanel />, gateways);
    await user.click(screen.getByRole('button', { name: 'Enter URL' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Please enter a Spotify URL')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Spotify track or album URL'), 'https://open.spotify.com/artist/abc');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Please enter a valid Spotify track or album URL')).toBeInTheDocument();

    // Switching mode clears the other mode's input and error.
    await user.click(screen.getByRole('button', { name: 'Search Music' }));
    await user.click(screen.getByRole('button', { name: 'Enter URL' }));
    expect(screen.getByLabelText('Spotify track or album URL')).toHaveValue('');
    expect(screen.queryByText('Please enter a valid Spotify track or album URL')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Spotify track or album URL'), 'https://open.spotify.com/track/trk9?si=x');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added Releases (1)')).toBeInTheDocument();
    expect(addedItems()[0]).toMatchObject({
      type: 'track',
      title: 'Lights of Galway',
      spotifyUrl: 'https://open.spotify.com/track/trk9',
      trackDetails: { isrc: 'GBXXX2100001', label: 'Harbour Demo' },
    });
    await user.click(screen.getByRole('button', { name: /^Remove/ }));
    expect(screen.getByText('Added Releases (0)')).toBeInTheDocument();
  });

  it('adds no row when the catalogue is rate-limited, and says it is not available right now', async () => {
    const user = userEvent.setup({ delay: null });
    const gateways = fakeGateways();
    const api = createCatalogueGateway(rateLimitedApi());
    gateways.catalogue.trackMetadata.mockImplementation(api.trackMetadata);
    gateways.catalogue.albumMetadata.mockImplementation(api.albumMetadata);
    gateways.catalogue.searchMusic.mockImplementation(async (_q, type) => (type === 'album' ? [ALBUM] : []));
    renderSubmit(<CataloguePanel />, gateways);

    await user.type(screen.getByLabelText('Search for your track or album'), 'bright');
    await user.click(await screen.findByRole('option', { name: /The Bright Lights/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOOKUP_MESSAGES.unavailable);
    expect(addedItems()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Enter URL' }));
    await user.type(screen.getByLabelText('Spotify track or album URL'), 'https://open.spotify.com/track/trk9');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LOOKUP_MESSAGES.unavailable);
    expect(screen.getByText(CATALOGUE_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByTestId('catalogue-item')).not.toBeInTheDocument();
    expect(addedItems()).toEqual([]);
    expect(gateways.catalogue.trackMetadata).toHaveBeenCalledWith('trk9');
  });

  it('refuses a release already in the list, pasted again or picked again from the search', async () => {
    const user = userEvent.setup({ delay: null });
    const gateways = fakeGateways();
    gateways.catalogue.trackMetadata.mockResolvedValue(TRACK);
    gateways.catalogue.searchMusic.mockImplementation(async (_q, type) =>
      type === 'track' ? [{ ...ALBUM, id: 'trk9', type: 'track', title: 'Lights of Galway', url: TRACK.spotifyUrl }] : [],
    );
    renderSubmit(<CataloguePanel />, gateways);
    await user.click(screen.getByRole('button', { name: 'Enter URL' }));
    const field = screen.getByLabelText('Spotify track or album URL');
    await user.type(field, 'https://open.spotify.com/track/trk9');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added Releases (1)')).toBeInTheDocument();

    await user.type(field, 'https://open.spotify.com/intl-de/track/trk9?si=again');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CATALOGUE_MESSAGES.alreadyAdded);

    await user.click(screen.getByRole('button', { name: 'Search Music' }));
    await user.type(screen.getByLabelText('Search for your track or album'), 'galway');
    await user.click(await screen.findByRole('option', { name: /Lights of Galway/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CATALOGUE_MESSAGES.alreadyAdded);
    expect(screen.getByText('Added Releases (1)')).toBeInTheDocument();
    expect(addedItems()).toHaveLength(1);
    expect(gateways.catalogue.trackMetadata).toHaveBeenCalledTimes(1);
  });
});
