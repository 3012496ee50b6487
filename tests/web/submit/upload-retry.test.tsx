import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILE_MESSAGES, UPLOAD_MESSAGES } from '../../../domain/files';
import { MusicStep } from '../../../web/src/features/submit/music/music-step.component';
import { UploadError } from '../../../web/src/gateway/upload.gateway';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { fakeGateways, renderSubmit, resetSubmitState, wav } from './render-submit';

beforeEach(resetSubmitState);

const unreachable = `${UPLOAD_MESSAGES.networkError}: ${UPLOAD_MESSAGES.connectFailed}`;
const jpeg = (name = 'cover.jpg') => new File([new Uint8Array(64)], name, { type: 'image/jpeg' });
const mp3 = () => new File([new Uint8Array(64)], 'demo.mp3', { type: 'audio/mpeg' });

/** The music step, whose first upload fails as if the server were unreachable and whose later ones go through. */
function renderWithFirstUploadUnreachable() {
  const user = userEvent.setup({ delay: null });
  const gateways = fakeGateways();
  const plain = gateways.upload.upload.getMockImplementation()!;
  gateways.upload.upload.mockRejectedValueOnce(new UploadError(unreachable)).mockImplementation(plain);
  renderSubmit(<MusicStep />, gateways);
  return { user, gateways };
}

describe('a failed upload', () => {
  it('offers Retry, which uploads the same file again', async () => {
    const { user, gateways } = renderWithFirstUploadUnreachable();
    await user.upload(screen.getByLabelText('WAV file for track 1'), wav('tide.wav'));
    const card = screen.getByRole('article', { name: 'Track 1' });
    expect(await within(card).findByText(unreachable)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: `${UPLOAD_MESSAGES.retry} tide.wav` }));
    await waitFor(() => expect(within(card).getByText('Uploaded & Ready')).toBeInTheDocument());
    expect(within(card).queryByText(unreachable)).not.toBeInTheDocument();
    expect(gateways.upload.upload).toHaveBeenCalledTimes(2);
    expect(gateways.upload.upload.mock.calls[1][0].name).toBe('tide.wav');
  });

  it('offers no Retry when the server refused the file itself', async () => {
    const user = userEvent.setup({ delay: null });
    const gateways = fakeGateways();
    gateways.upload.upload.mockRejectedValueOnce(new UploadError('The file is not a readable WAV', 415));
    renderSubmit(<MusicStep />, gateways);
    await user.upload(screen.getByLabelText('WAV file for track 1'), wav('odd.wav'));
    const card = screen.getByRole('article', { name: 'Track 1' });
    expect(await within(card).findByText('The file is not a readable WAV')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
  });

  it('offers Retry on the artwork too', async () => {
    const { user } = renderWithFirstUploadUnreachable();
    await user.upload(screen.getByLabelText('Drop your cover artwork here, or browse'), jpeg());
    expect(await screen.findByText(unreachable)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${UPLOAD_MESSAGES.retry} cover.jpg` }));
    await waitFor(() => expect(screen.getByText('Uploaded & Ready')).toBeInTheDocument());
    expect(useSubmissionFormStore.getState().form.artwork).toMatchObject({ state: 'uploaded', fileId: 'file-1', error: null });
  });

  it('empties the Browse input after each pick, so the same file can be chosen again', async () => {
    const { user } = renderWithFirstUploadUnreachable();
    const input = screen.getByLabelText<HTMLInputElement>('WAV file for track 1');
    const file = wav('tide.wav');
    await user.upload(input, file);
    expect(await screen.findByText(unreachable)).toBeInTheDocument();
    // A browser fires no change event when the input already holds the file chosen again.
    expect(input.value).toBe('');
    expect(input.files?.length ?? 0).toBe(0);
    await user.upload(input, file);
    await waitFor(() => expect(screen.getByText('Uploaded & Ready')).toBeInTheDocument());
    expect(input.value).toBe('');
  });
});

describe('a refused artwork replacement', () => {
  async function uploadGoodCover(user: ReturnType<typeof userEvent.setup>) {
    await user.upload(screen.getByLabelText('Drop your cover artwork here, or browse'), jpeg('good-cover.jpg'));
    await waitFor(() => expect(screen.getByText('Uploaded & Ready')).toBeInTheDocument());
  }

  it('keeps the good artwork when an MP3 is picked to replace it, with the reason beside it', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderSubmit(<MusicStep />);
    await uploadGoodCover(user);
    await user.upload(screen.getByLabelText('Replace Drop your cover artwork here, or browse'), mp3());
    expect(screen.getByText(FILE_MESSAGES.invalidJpeg)).toBeInTheDocument();
    expect(screen.getByText('Uploaded & Ready')).toBeInTheDocument();
    expect(screen.queryByText('Upload failed')).not.toBeInTheDocument();
    expect(screen.getByText('good-cover.jpg')).toBeInTheDocument();
    expect(useSubmissionFormStore.getState().form.artwork).toMatchObject({ state: 'uploaded', fileId: 'file-1' });
  });

  it('keeps the good artwork and its preview when the server refuses the replacement', async () => {
    const user = userEvent.setup({ delay: null });
    const gateways = fakeGateways();
    const plain = gateways.upload.upload.getMockImplementation()!;
    gateways.upload.upload.mockImplementation(async (file, meta, onProgress) =>
      file.name === 'bad.jpg' ? Promise.reject(new UploadError('The artwork is not a readable JPEG', 415)) : plain(file, meta, onProgress),
    );
    renderSubmit(<MusicStep />, gateways);
    await uploadGoodCover(user);
    await user.upload(screen.getByLabelText('Replace Drop your cover artwork here, or browse'), jpeg('bad.jpg'));
    expect(await screen.findByText('The artwork is not a readable JPEG')).toBeInTheDocument();
    expect(screen.getByText('Uploaded & Ready')).toBeInTheDocument();
    expect(screen.getByText('good-cover.jpg')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Artwork preview' })).toBeInTheDocument();
    expect(useSubmissionFormStore.getState().form.artwork).toMatchObject({ state: 'uploaded', fileId: 'file-1' });
  });
});
