import { UPLOAD_MESSAGES } from '../../../domain/files';
import { draftAnswersOf, draftExtrasOf } from '../../../web/src/features/submit/drafts/draft-answers';
import { formFromDraft, withPrefill } from '../../../web/src/features/submit/drafts/draft-form';
import { EMPTY_FILE, emptyForm, emptyTrack } from '../../../web/src/stores/submission-form.model';
import { aDraftFile } from '../../support/builders/draft-file.builder';

const today = new Date('2030-01-01T00:00:00Z');
const stored = aDraftFile({ trackTitle: 'Harbour' });

describe('a track file across a reload of the draft', () => {
  it('keeps the name of a file still uploading, and of a stored one, but not of a refused one', () => {
    const form = emptyForm(today);
    const track = (id: string, audio: Partial<typeof EMPTY_FILE>) => ({ ...emptyTrack(today), id, audio: { ...EMPTY_FILE, ...audio } });
    const answers = draftAnswersOf({
      ...form,
      releaseType: 'ep',
      tracks: [
        track('t1', { state: 'uploading', fileName: 'take-7.wav', progress: 40 }),
        track('t2', { state: 'uploaded', fileName: 'harbour.wav', fileId: 'f1' }),
        track('t3', { state: 'failed', fileName: 'demo.mp3', error: 'Invalid file type' }),
      ],
    });
    expect(answers.tracks?.map((t) => [t.fileId, t.fileName])).toEqual([
      [undefined, 'take-7.wav'],
      ['f1', 'harbour.wav'],
      [undefined, undefined],
    ]);
  });

  it('after a reload, a cut-short upload asks for its file again by name; a stored one is Uploaded & Ready', () => {
    const reloaded = formFromDraft(
      {
        answers: {
          releaseType: 'ep',
          tracks: [
            { id: 't1', title: 'Tide', fileName: 'take-7.wav' },
            { id: 't2', title: 'Harbour', fileId: 'f1', fileName: 'harbour.wav' },
            { id: 't3', title: '' },
          ],
        },
        wizard: { step: 1, extras: {} },
        files: [stored],
      },
      today,
    );
    const [cut, done, empty] = reloaded.tracks.map((t) => t.audio);
    expect(cut).toMatchObject({ state: 'failed', fileId: null, fileName: 'take-7.wav', error: UPLOAD_MESSAGES.interrupted('take-7.wav') });
    expect(done).toMatchObject({ state: 'uploaded', fileId: 'f1', fileName: 'harbour.wav', progress: 100 });
    expect(empty).toEqual(EMPTY_FILE);
  });
});

describe('a new draft prefilled with what the label knows', () => {
  it('fills only the blanks and keeps what was typed here', () => {
    const typed = { ...emptyForm(today), firstName: 'Ada' };
    const filled = withPrefill(typed, { firstName: 'Augusta', email: 'ada@example.com' });
    expect(filled.firstName).toBe('Ada');
    expect(filled.email).toBe('ada@example.com');
    expect(typed.email).toBe('');
  });

  it('is the same form when there is nothing to fill in, so nothing renders again', () => {
    const typed = { ...emptyForm(today), email: 'ada@example.com' };
    expect(withPrefill(typed, {})).toBe(typed);
    expect(withPrefill(typed, { email: 'other@example.com', city: '' })).toBe(typed);
  });
});

describe('the release date across a reload of the draft', () => {
  const restore = (extras: Record<string, boolean>) =>
    formFromDraft({ answers: { releaseDate: '2030-02-12' }, wizard: { step: 1, extras }, files: [] }, today);

  it('an untouched default stays a default, so it can follow the calendar', () => {
    const saved = draftExtrasOf(emptyForm(today));
    expect(saved.releaseDateChosen).toBe(false);
    expect(restore({ releaseDateChosen: false }).releaseDateChosen).toBe(false);
  });

  it('a chosen date, and any date in a draft saved before the wizard kept the difference, stays chosen', () => {
    expect(restore({ releaseDateChosen: true }).releaseDateChosen).toBe(true);
    expect(restore({}).releaseDateChosen).toBe(true);
  });
});
