import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_MESSAGES } from '../../../domain/catalogue';
import { CataloguePanel } from '../../../web/src/features/submit/catalogue/catalogue-panel.component';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { fakeGateways, renderSubmit, resetSubmitState } from './render-submit';

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

beforeEach(resetSubmitState);

describe('the catalogue panel', () => {
  it('adds an album picked from the search suggestions, with its metadata', async () => {
    const user = userEvent.setup({ delay: null });
    const gateways = fakeGateways();
    gateways.catalog.searchMusic.mockImplementation(async (_q, type) => (type === 'album' ? [ALBUM] : []));
    gateways.catalog.albumMetadata.mockResolvedValue({
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
    expect(gateways.catalog.searchMusic).toHaveBeenCalledWith('bright', 'track', 5);
    expect(gateways.catalog.searchMusic).toHaveBeenCalledWith('bright', 'album', 5);
    expect(useSubmissionFormStore.getState().form.catalogueItems[0]).toMatchObject({
      type: 'album',
      spotifyUrl: ALBUM.url,
      albumDetails: { label: 'Harbour Demo' },
    });
  });

  it('checks pasted links, and a track whose metadata fails still goes in with defaults', async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<CataloguePanel />);
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
    expect(useSubmissionFormStore.getState().form.catalogueItems[0]).toMatchObject({
      type: 'track',
      spotifyUrl: 'https://open.spotify.com/track/trk9',
    });
    await user.click(screen.getByRole('button', { name: /^Remove/ }));
    expect(screen.getByText('Added Releases (0)')).toBeInTheDocument();
  });
});
