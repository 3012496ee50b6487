import { act, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { SubmissionDetail } from '../../../wire';
import { MediaFiles, mediaFilesOf } from '../../../web/src/features/submission-details/media-files.component';
import { FileDrop } from '../../../web/src/features/submit/music/audio-drop.component';
import { RequiredMissingDialog } from '../../../web/src/features/submit/wizard/required-missing-dialog.component';
import { useWizardStore } from '../../../web/src/stores/wizard.store';

/** The ids of the structural axe rules that fail on `root` (these need no layout, so jsdom can judge them). */
async function violations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { runOnly: { type: 'rule', values: ['nested-interactive', 'list', 'listitem'] } });
  return result.violations.map((v) => v.id);
}

const emptySlot = { fileId: null, fileName: '', state: 'empty', progress: 0, error: null } as never;

describe('structure that axe-core checks', () => {
  it('the WAV drop zone keeps its file input outside the button', async () => {
    const { container } = render(
      <FileDrop
        slot={emptySlot}
        label="Drop a WAV here or select one"
        hint="WAV only"
        accept={{ 'audio/wav': ['.wav'] }}
        check={() => null}
        onFile={() => undefined}
        onRefused={() => undefined}
        inputLabel="Track 1 WAV file"
      />,
    );
    expect(screen.getByLabelText('Track 1 WAV file')).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it('the Media Files list holds list items, each with its link', async () => {
    const submission = {
      id: 's-1',
      artworkUrl: null,
      mediaFiles: [
        { label: 'Track 1', fileName: 'tide.wav', fileId: 'f-1' },
        { label: 'Artwork', fileName: 'cover.jpg', fileId: 'f-2' },
      ],
    } as unknown as SubmissionDetail;
    const { container } = render(<MediaFiles files={mediaFilesOf(submission)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Track 1 tide.wav (opens in a new tab)' })).toBeInTheDocument();
    expect(await violations(container)).toEqual([]);
  });

  it("the 'Required Information Missing' list holds list items", async () => {
    render(<RequiredMissingDialog />);
    act(() => useWizardStore.getState().showIssues([{ field: 'releaseTitle', message: 'Release title is required' }]));
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByRole('listitem')).toHaveTextContent('Release title is required');
    expect(await violations(dialog)).toEqual([]);
    act(() => useWizardStore.getState().closeMissing());
  });
});
