import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SPOTIFY_MESSAGES } from '../../../domain/catalogue';
import { SpotifyConnect } from '../../../web/src/features/submit/artist/spotify-connect.component';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { fakeGateways, renderSubmit, resetSubmitState } from './render-submit';

beforeEach(resetSubmitState);

const form = () => useSubmissionFormStore.getState().form;
const urlField = () => screen.findByRole('textbox', { name: 'Spotify artist URL' });

describe("step 1, 'Find your artist profile on Spotify'", () => {
  it("'I'm a new artist' clears the profile and hides the ways to find it; 'I have a Spotify profile' brings them back", async () => {
    const user = userEvent.setup({ delay: null });
    useSubmissionFormStore.getState().patch({ spotifyProfile: 'https://open.spotify.com/artist/abc' });
    renderSubmit(<SpotifyConnect />);
    const haveProfile = screen.getByRole('button', { name: SPOTIFY_MESSAGES.haveProfile });
    expect(haveProfile).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: SPOTIFY_MESSAGES.newArtist }));
    expect(form()).toMatchObject({ hasSpotify: false, spotifyProfile: '', spotifyConnected: null });
    expect(screen.getByRole('button', { name: SPOTIFY_MESSAGES.newArtist })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('group', { name: 'How to find your profile' })).not.toBeInTheDocument();

    await user.click(haveProfile);
    expect(form().hasSpotify).toBe(true);
    expect(screen.getByRole('group', { name: 'How to find your profile' })).toBeInTheDocument();
  });

  it("'Enter URL' checks the link's form before asking the API, then shows the verified artist and fills the artist name", async () => {
    const user = userEvent.setup({ delay: null });
    const gateways = fakeGateways();
    gateways.catalogue.verifyArtist.mockResolvedValue({
      success: true,
      valid: true,
      artistName: 'Maya Tides',
      artistImage: null,
      error: null,
    });
    renderSubmit(<SpotifyConnect />, gateways);
    await user.click(screen.getByRole('button', { name: SPOTIFY_MESSAGES.enterUrlMode }));

    await user.type(await urlField(), 'https://example.com/maya');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(SPOTIFY_MESSAGES.artistUrlInvalid)).toBeInTheDocument();
    expect(gateways.catalogue.verifyArtist).not.toHaveBeenCalled();

    await user.clear(await urlField());
    await user.type(await urlField(), 'https://open.spotify.com/artist/maya1');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Spotify profile connected')).toBeInTheDocument();
    expect(gateways.catalogue.verifyArtist).toHaveBeenCalledWith('https://open.spotify.com/artist/maya1');
    expect(form()).toMatchObject({ artistName: 'Maya Tides', spotifyProfile: 'https://open.spotify.com/artist/maya1' });
    expect(form().spotifyConnected).toEqual({ name: 'Maya Tides', image: null });
  });

  it("shows the lookup's refusal under the link, and switching mode starts the check afresh", async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<SpotifyConnect />);
    await user.click(screen.getByRole('button', { name: SPOTIFY_MESSAGES.enterUrlMode }));
    await user.type(await urlField(), 'https://open.spotify.com/artist/gone');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(SPOTIFY_MESSAGES.verifyFailed)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: SPOTIFY_MESSAGES.searchArtistMode }));
    await user.click(screen.getByRole('button', { name: SPOTIFY_MESSAGES.enterUrlMode }));
    expect(await urlField()).toHaveValue('');
    expect(screen.queryByText(SPOTIFY_MESSAGES.verifyFailed)).not.toBeInTheDocument();
  });
});
