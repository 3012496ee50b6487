import { act, screen, within } from '@testing-library/react';
import { UPLOAD_MESSAGES } from '../../../domain/files';
import { draftExtrasOf } from '../../../web/src/features/submit/drafts/draft-answers';
import { formFromDraft } from '../../../web/src/features/submit/drafts/draft-form';
import { MusicStep } from '../../../web/src/features/submit/music/music-step.component';
import { EMPTY_FILE, emptyForm } from '../../../web/src/stores/submission-form.model';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { useWizardStore } from '../../../web/src/stores/wizard.store';
import { aDraftFile } from '../../support/builders/draft-file.builder';
import { renderSubmit, resetSubmitState } from './render-submit';

beforeEach(resetSubmitState);

const today = new Date('2030-01-01T00:00:00Z');
const cover = aDraftFile({ fileId: 'art-1', fileName: 'cover.jpg', kind: 'artwork' });
const master = aDraftFile({ fileId: 'wav-1', fileName: 'harbour.wav' });

/** The wizard as a reload leaves it: the form rebuilt from the stored draft, no file picked in this tab. */
function reloadedWith(answers: Parameters<typeof formFromDraft>[0]) {
  act(() => {
    useSubmissionFormStore.setState({ form: formFromDraft(answers, today) });
    useWizardStore.getState().setFormSession({ formSession: 'signed-session', sessionId: 'session-1' });
  });
  return renderSubmit(<MusicStep />);
}

const artworkArea = () => document.querySelector<HTMLElement>('[data-field="artworkFileId"]')!;

describe('the stored files after a reload', () => {
  it('shows the stored artwork from the server, with its status and Replace, and lets the stored master play', () => {
    reloadedWith({
      answers: { artworkFileId: 'art-1', tracks: [{ id: 't1', title: 'Harbour', fileId: 'wav-1', fileName: 'harbour.wav' }] },
      wizard: { step: 1, extras: { artworkFileName: 'cover.jpg' } },
      files: [cover, master],
    });
    const artwork = within(artworkArea());
    expect(artwork.getByRole('img', { name: 'Artwork preview' })).toHaveAttribute('src', '/api/files/art-1?session=signed-session');
    expect(artwork.getByText('cover.jpg')).toBeInTheDocument();
    expect(artwork.getByText('Uploaded & Ready')).toBeInTheDocument();
    expect(artwork.getByRole('button', { name: 'Replace' })).toBeEnabled();
    const track = within(screen.getByRole('article', { name: 'Track 1' }));
    expect(track.getByRole('button', { name: 'Preview Harbour' })).toBeEnabled();
    expect(document.querySelector('audio')).toHaveAttribute('src', '/api/files/wav-1?session=signed-session');
  });

  it('names the artwork an upload was cut short for, and asks for it again', () => {
    const uploading = { ...emptyForm(today), artwork: { ...EMPTY_FILE, state: 'uploading' as const, fileName: 'cover.jpg', progress: 30 } };
    const extras = draftExtrasOf(uploading);
    expect(extras.artworkFileName).toBe('cover.jpg');
    reloadedWith({ answers: {}, wizard: { step: 1, extras }, files: [] });
    const artwork = within(artworkArea());
    expect(artwork.getByText(UPLOAD_MESSAGES.interrupted('cover.jpg'))).toBeInTheDocument();
    expect(artwork.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument();
    expect(useSubmissionFormStore.getState().form.artwork).toMatchObject({ state: 'failed', fileId: null, fileName: 'cover.jpg' });
  });

  it('forgets the name of artwork that was refused', () => {
    const refused = { ...emptyForm(today), artwork: { ...EMPTY_FILE, state: 'failed' as const, fileName: 'demo.mp3', error: 'no' } };
    expect(draftExtrasOf(refused).artworkFileName).toBeNull();
  });
});
