import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUDIO_QUALITY_WARNINGS } from '../../../domain/files/media-quality.messages';
import { formFromDraft } from '../../../web/src/features/submit/drafts/draft-form';
import { MusicStep } from '../../../web/src/features/submit/music/music-step.component';
import { aDraftFile } from '../../support/builders/draft-file.builder';
import { fakeGateways, renderSubmit, resetSubmitState, wav } from './render-submit';

jest.mock('ky', () => jest.requireActual('./ky.stub'));

beforeEach(resetSubmitState);

const twin = AUDIO_QUALITY_WARNINGS.sameAudioAs('take-7.wav');

describe('the same WAV on two tracks in the wizard', () => {
  it("shows the server's warning on the second track only, and still lets the file stand", async () => {
    const user = userEvent.setup({ delay: null });
    const gateways = fakeGateways();
    const plain = gateways.upload.upload.getMockImplementation()!;
    gateways.upload.upload.mockImplementation(async (file, meta, onProgress) => {
      const result = await plain(file, meta, onProgress);
      return file.name === 'take-7 copy.wav' ? { ...result, quality: { kind: 'audio', facts: {}, warnings: [twin] } } : result;
    });
    renderSubmit(<MusicStep />, gateways);
    await user.click(screen.getByRole('button', { name: 'Add track' }));
    await user.upload(screen.getByLabelText('WAV file for track 1'), wav('take-7.wav'));
    await user.upload(screen.getByLabelText('WAV file for track 2'), wav('take-7 copy.wav'));
    await waitFor(() => expect(screen.getAllByText('Uploaded & Ready')).toHaveLength(2));
    const [first, second] = screen.getAllByRole('article');
    expect(within(second).getByText(twin)).toBeInTheDocument();
    expect(within(first).queryByText(twin)).not.toBeInTheDocument();
  });

  it('keeps the warning when the draft is reloaded', () => {
    const file = (fileId: string, fileName: string, warnings: string[], duplicateOf: string | null) =>
      aDraftFile({ fileId, fileName, sha256: 'ab'.repeat(32), quality: { kind: 'audio', facts: {}, warnings }, duplicateOf });
    const form = formFromDraft(
      {
        answers: {
          releaseType: 'single',
          tracks: [
            { id: 't1', title: 'Tide', fileId: 'f1' },
            { id: 't2', title: 'Tide (again)', fileId: 'f2' },
          ],
        },
        wizard: { step: 1, extras: {} },
        files: [file('f1', 'take-7.wav', [], null), file('f2', 'take-7 copy.wav', [twin], 'f1')],
      },
      new Date('2030-01-01T00:00:00Z'),
    );
    expect(form.tracks.map((t) => [t.title, t.audio.state, t.audio.fileName, t.audio.warnings])).toEqual([
      ['Tide', 'uploaded', 'take-7.wav', []],
      ['Tide (again)', 'uploaded', 'take-7 copy.wav', [twin]],
    ]);
  });
});
