import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MusicStep } from '../../../web/src/features/submit/music/music-step.component';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { renderSubmit, resetSubmitState, wav } from './render-submit';

jest.mock('ky', () => require('./ky.stub'));

const cards = () => screen.getAllByRole('article');
const titles = () => useSubmissionFormStore.getState().form.tracks.map((t) => t.title);

beforeEach(resetSubmitState);

describe('release type and track slots', () => {
  it('resets the slots to 1, 3 or 6, keeping the tracks that have files, in order', async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<MusicStep />);
    expect(cards()).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: 'EP (3-6 tracks)' }));
    expect(cards()).toHaveLength(3);
    await user.type(within(cards()[0]).getByRole('textbox', { name: 'Track title' }), 'No file');
    await user.upload(screen.getByLabelText('WAV file for track 2'), wav('second.wav'));
    await user.upload(screen.getByLabelText('WAV file for track 3'), wav('third.wav'));
    await waitFor(() => expect(screen.getAllByText('Uploaded & Ready')).toHaveLength(2));

    await user.click(screen.getByRole('radio', { name: 'LP (6+ tracks)' }));
    expect(cards()).toHaveLength(6);
    expect(titles()).toEqual(['second', 'third', '', '', '', '']);
    expect(within(cards()[0]).getByText('Uploaded & Ready')).toBeInTheDocument();
    expect(within(cards()[2]).getByText('Awaiting Upload')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Single (1-2 tracks)' }));
    expect(cards()).toHaveLength(1);
    expect(titles()).toEqual(['second']);
    expect(within(cards()[0]).getByText('second.wav')).toBeInTheDocument();
  }, 20_000);

  it('hides the add button at the cap for the release type', async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<MusicStep />);
    await user.click(screen.getByRole('button', { name: 'Add track' }));
    expect(cards()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add track' })).not.toBeInTheDocument();
    expect(screen.getByText('This release type holds at most 2 tracks.')).toBeInTheDocument();
  });

  it('moves and removes tracks; the last one cannot be removed', async () => {
    const user = userEvent.setup({ delay: null });
    act(() => useSubmissionFormStore.getState().update((f) => ({ ...f, releaseType: 'ep', tracks: [{ ...f.tracks[0], title: 'One' }, { ...f.tracks[0], id: 't2', title: 'Two' }] })));
    renderSubmit(<MusicStep />);
    await user.click(screen.getByRole('button', { name: 'Move Two up' }));
    expect(titles()).toEqual(['Two', 'One']);
    expect(screen.getByRole('button', { name: 'Move Two up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Two' }));
    expect(titles()).toEqual(['One']);
    expect(screen.getByRole('button', { name: 'Remove One' })).toBeDisabled();
  });

  it('refuses a file that is not a WAV with the domain message', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const { gateways } = renderSubmit(<MusicStep />);
    await user.upload(screen.getByLabelText('WAV file for track 1'), new File(['x'], 'demo.mp3', { type: 'audio/mpeg' }));
    expect(await screen.findByText(/^Invalid file type\. Expected: WAV file\. Got: audio\/mpeg/)).toBeInTheDocument();
    expect(gateways.upload.upload).not.toHaveBeenCalled();
  });
});
