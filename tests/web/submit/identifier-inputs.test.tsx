import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDENTIFIER_MESSAGES } from '../../../domain/catalogue';
import { TRACK_FIELDS } from '../../../domain/tracks';
import { CataloguePanel } from '../../../web/src/features/submit/catalogue/catalogue-panel.component';
import { MusicStep } from '../../../web/src/features/submit/music/music-step.component';
import type { CatalogueItem } from '../../../web/src/stores/submission-form.model';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { fakeGateways, renderSubmit, resetSubmitState } from './render-submit';

jest.mock('ky', () => jest.requireActual('./ky.stub'));

beforeEach(resetSubmitState);

const item = (over: Partial<CatalogueItem>): CatalogueItem => ({
  id: 'album-alb1-1',
  type: 'album',
  title: 'The Bright Lights',
  artist: 'Velvet Arcades',
  image: '',
  spotifyUrl: 'https://open.spotify.com/album/alb1',
  releaseDate: '2021-04-02',
  isrc: null,
  upc: null,
  ...over,
});

describe("the wizard refuses a malformed identifier with the domain's message", () => {
  it("a track's own ISRC, when the artist leaves the input, and takes a good one back", async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<MusicStep />);
    const input = screen.getByRole('textbox', { name: new RegExp(TRACK_FIELDS.isrc.label) });
    await user.type(input, 'GB-A1B-25');
    await user.tab();
    expect(await screen.findByText(IDENTIFIER_MESSAGES.isrcInvalid)).toBeInTheDocument();
    await user.type(input, '-00001');
    await user.tab();
    expect(screen.queryByText(IDENTIFIER_MESSAGES.isrcInvalid)).not.toBeInTheDocument();
  });

  it('a transferred album needs its UPC: a wrong check digit and a blank one are refused', async () => {
    const user = userEvent.setup({ delay: null });
    act(() =>
      useSubmissionFormStore
        .getState()
        .update((form) => ({ ...form, uploadType: 'transfer', catalogueItems: [item({ upc: '036000291453' })] })),
    );
    renderSubmit(<CataloguePanel />, fakeGateways());
    const input = screen.getByRole('textbox', { name: /UPC of The Bright Lights/ });
    expect(input).toHaveValue('036000291453');
    await user.click(input);
    await user.tab();
    expect(await screen.findByText(IDENTIFIER_MESSAGES.upcCheckDigit)).toBeInTheDocument();
    await user.clear(input);
    await user.tab();
    expect(await screen.findByText(IDENTIFIER_MESSAGES.transferUpcRequired)).toBeInTheDocument();
    await user.type(input, '036000291452');
    await user.tab();
    expect(screen.queryByText(IDENTIFIER_MESSAGES.transferUpcRequired)).not.toBeInTheDocument();
    expect(useSubmissionFormStore.getState().form.catalogueItems[0].upc).toBe('036000291452');
  });

  it("a transferred track's ISRC, prefilled from the catalogue and still editable", async () => {
    const user = userEvent.setup({ delay: null });
    const track = item({ id: 'track-trk9-1', type: 'track', title: 'Lights of Galway', isrc: 'GBXXX2100001' });
    act(() => useSubmissionFormStore.getState().update((form) => ({ ...form, uploadType: 'both', catalogueItems: [track] })));
    renderSubmit(<CataloguePanel />, fakeGateways());
    const input = screen.getByRole('textbox', { name: /ISRC of Lights of Galway/ });
    expect(input).toHaveValue('GBXXX2100001');
    await user.clear(input);
    await user.type(input, 'XX-123');
    await user.tab();
    expect(await screen.findByText(IDENTIFIER_MESSAGES.isrcInvalid)).toBeInTheDocument();
  });
});
