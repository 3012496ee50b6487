import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUDIO_PREVIEW_MESSAGES, audioFileProblem } from '../../../domain/files';
import { FORM_MESSAGES } from '../../../domain/forms/forms.messages';
import { MusicStep } from '../../../web/src/features/submit/music/music-step.component';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { useWizardStore } from '../../../web/src/stores/wizard.store';
import { fakeGateways, renderSubmit, resetSubmitState, wav } from './render-submit';

jest.mock('ky', () => jest.requireActual('./ky.stub'));

beforeEach(resetSubmitState);

const oversized = () => {
  const file = wav('huge.wav');
  Object.defineProperty(file, 'size', { value: 211 * 1024 * 1024 });
  return file;
};

describe('a track card after a file goes wrong', () => {
  it('keeps the uploaded master when a later file is refused', async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<MusicStep />);
    await user.upload(screen.getByLabelText('WAV file for track 1'), wav('master.wav'));
    await waitFor(() => expect(screen.getByText('Uploaded & Ready')).toBeInTheDocument());
    const big = oversized();
    await user.upload(screen.getByLabelText('WAV file for track 1'), big);
    const refusal = audioFileProblem({ name: big.name, type: big.type, size: big.size }, navigator.userAgent);
    expect(refusal).not.toBeNull();
    expect(screen.getByText(refusal!)).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Track 1' });
    expect(within(card).getByText('Uploaded & Ready')).toBeInTheDocument();
    expect(within(card).getByText('master.wav')).toBeInTheDocument();
    const audio = useSubmissionFormStore.getState().form.tracks[0].audio;
    expect([audio.state, audio.fileId]).toEqual(['uploaded', 'file-1']);
  });

  it('drops the preview message of an unplayable file once another file is picked', async () => {
    const user = userEvent.setup({ delay: null });
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('no decoder', 'NotSupportedError'));
    try {
      renderSubmit(<MusicStep />);
      await user.upload(screen.getByLabelText('WAV file for track 1'), wav('odd.wav'));
      await user.click(await screen.findByRole('button', { name: 'Preview odd' }));
      expect(await screen.findByText(AUDIO_PREVIEW_MESSAGES.unsupported)).toBeInTheDocument();
      await user.upload(screen.getByLabelText('WAV file for track 1'), wav('fine.wav'));
      await waitFor(() => expect(screen.queryByText(AUDIO_PREVIEW_MESSAGES.unsupported)).not.toBeInTheDocument());
    } finally {
      play.mockRestore();
    }
  });

  it("clears 'Track titles are required' when an upload fills the title", async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<MusicStep />);
    act(() => useWizardStore.setState({ errors: { 'tracks[0].title': FORM_MESSAGES.trackTitlesRequired } }));
    expect(await screen.findByText(FORM_MESSAGES.trackTitlesRequired)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('WAV file for track 1'), wav('Harbour Lights.wav'));
    expect(screen.getByRole('textbox', { name: /Track title/ })).toHaveValue('Harbour Lights');
    expect(screen.queryByText(FORM_MESSAGES.trackTitlesRequired)).not.toBeInTheDocument();
  });
});

describe('a replacement the server refuses', () => {
  it('leaves the uploaded master in place with the reason beside it', async () => {
    const user = userEvent.setup({ delay: null });
    const gateways = fakeGateways();
    const plain = gateways.upload.upload.getMockImplementation()!;
    gateways.upload.upload.mockImplementation(async (file, meta, onProgress) =>
      file.name === 'broken.wav' ? Promise.reject(new Error('The file is not a readable WAV')) : plain(file, meta, onProgress),
    );
    renderSubmit(<MusicStep />, gateways);
    await user.upload(screen.getByLabelText('WAV file for track 1'), wav('master.wav'));
    await waitFor(() => expect(screen.getByText('Uploaded & Ready')).toBeInTheDocument());
    await user.upload(screen.getByLabelText('WAV file for track 1'), wav('broken.wav'));
    expect(await screen.findByText('The file is not a readable WAV')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Track 1' });
    expect(within(card).getByText('Uploaded & Ready')).toBeInTheDocument();
    expect(within(card).getByText('master.wav')).toBeInTheDocument();
    const audio = useSubmissionFormStore.getState().form.tracks[0].audio;
    expect([audio.state, audio.fileId]).toEqual(['uploaded', 'file-1']);
  });
});
