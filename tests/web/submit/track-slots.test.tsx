import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MusicStep } from '../../../web/src/features/submit/music/music-step.component';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { renderSubmit, resetSubmitState, wav } from './render-submit';

jest.mock('ky', () => jest.requireActual('./ky.stub'));

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
    expect(cards()).toHaveLength(2);
    expect(titles()).toEqual(['second', 'third']);
    expect(within(cards()[0]).getByText('second.wav')).toBeInTheDocument();
  });

  it('EP with 3 uploaded tracks → Single: asks first, and no uploaded track disappears; extra tracks stay, marked, until removed', async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<MusicStep />);
    await user.click(screen.getByRole('radio', { name: 'EP (3-6 tracks)' }));
    for (const [n, name] of [
      [1, 'one.wav'],
      [2, 'two.wav'],
      [3, 'three.wav'],
    ] as const) {
      await user.upload(screen.getByLabelText(`WAV file for track ${n}`), wav(name));
    }
    await waitFor(() => expect(screen.getAllByText('Uploaded & Ready')).toHaveLength(3));

    await user.click(screen.getByRole('radio', { name: 'Single (1-2 tracks)' }));
    const ask = await screen.findByRole('dialog', { name: 'Switch to Single?' });
    expect(ask).toHaveTextContent('A Single holds at most 2 tracks and you have 3 uploaded.');
    await user.click(within(ask).getByRole('button', { name: 'Keep EP' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useSubmissionFormStore.getState().form.releaseType).toBe('ep');
    expect(titles()).toEqual(['one', 'two', 'three']);

    await user.click(screen.getByRole('radio', { name: 'Single (1-2 tracks)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Switch to Single' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useSubmissionFormStore.getState().form.releaseType).toBe('single');
    expect(titles()).toEqual(['one', 'two', 'three']);
    expect(screen.getAllByText('Uploaded & Ready')).toHaveLength(3);
    expect(
      within(cards()[2]).getByText('A Single holds at most 2 tracks: remove this track or choose another release type.'),
    ).toBeInTheDocument();
    expect(within(cards()[1]).queryByText(/holds at most/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove three' }));
    const removal = await screen.findByRole('dialog', { name: 'Remove three?' });
    await user.click(within(removal).getByRole('button', { name: 'Keep track' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(titles()).toEqual(['one', 'two', 'three']);
    await user.click(screen.getByRole('button', { name: 'Remove three' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove three?' })).getByRole('button', { name: 'Remove track' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(titles()).toEqual(['one', 'two']);
    expect(screen.queryByText(/remove this track or choose another release type/)).not.toBeInTheDocument();
  });

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
    act(() =>
      useSubmissionFormStore.getState().update((f) => ({
        ...f,
        releaseType: 'ep',
        tracks: [
          { ...f.tracks[0], title: 'One' },
          { ...f.tracks[0], id: 't2', title: 'Two' },
        ],
      })),
    );
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
