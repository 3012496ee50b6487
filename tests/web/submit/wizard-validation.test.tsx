import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE_MESSAGES } from '../../../domain/catalogue';
import { CREDITS_MESSAGES } from '../../../domain/credits';
import { FORM_MESSAGES, WIZARD_MESSAGES } from '../../../domain/forms';
import { TRACK_AUDIO_MESSAGES } from '../../../domain/forms/track-audio.rule';
import {
  AI_DISCLOSURE_MESSAGES,
  defaultReleaseDate,
  AI_DISCLOSURE_QUESTIONS,
  AI_PART_LABELS,
  CONTAINS_AI_LABELS,
  RELEASE_MESSAGES,
} from '../../../domain/release';
import { addCalendarDays, toIsoDate } from '../../../domain/shared';
import { Wizard } from '../../../web/src/features/submit/wizard/wizard.component';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { emptyTrack } from '../../../web/src/stores/submission-form.model';
import { useWizardStore } from '../../../web/src/stores/wizard.store';
import { MAYA_TIDES } from '../../support/builders/artist-details.builder';
import { closeMissingDialog, renderSubmit, resetSubmitState, wav } from './render-submit';

jest.mock('ky', () => jest.requireActual('./ky.stub'));
jest.mock('../../../web/src/features/submit/artist/city-suggestions.loader', () => jest.requireActual('./city-suggestions.stub'));

const VALID_ARTIST = { ...MAYA_TIDES, noInstagram: true, noTikTok: true };

/** The 'Required Information Missing' dialog (its code loads the first time it opens). */
const dialog = () => screen.findByRole('dialog', { name: WIZARD_MESSAGES.requiredDialogTitle });
/** The helper text MUI renders under a field, found from the field's accessible name. */
const helperOf = (name: string | RegExp) => {
  const input = screen.getByRole('textbox', { name, hidden: true });
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

beforeEach(resetSubmitState);

describe('step 1, Artist Information', () => {
  it('lists the missing fields in the dialog and shows each message next to its field', async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<Wizard />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));

    const list = within(await dialog());
    expect(list.getByText('Artist Name')).toBeInTheDocument();
    expect(list.getByText(FORM_MESSAGES.step1Required)).toBeInTheDocument();
    expect(list.getByText(FORM_MESSAGES.step1InvalidEmail)).toBeInTheDocument();
    expect(helperOf('Artist name')).toBe(FORM_MESSAGES.step1Required);
    expect(helperOf('Email')).toBe(FORM_MESSAGES.step1InvalidEmail);
    expect(screen.getByRole('heading', { name: 'Artist Information', hidden: true })).toBeInTheDocument();
  });

  it('an item of the dialog closes it and puts the cursor in its field', async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<Wizard />);
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await user.click(within(await dialog()).getByText('Artist Name'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Artist name' })).toHaveFocus());
  });

  it('clears a field’s message as soon as it is typed in', async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<Wizard />);
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await closeMissingDialog(user);
    await user.type(screen.getByRole('textbox', { name: 'Artist name' }), 'M');
    expect(helperOf('Artist name')).toBe('The name your music is released under');
  });

  it('asks for the host in social links that miss it', async () => {
    const user = userEvent.setup({ delay: null });
    act(() => useSubmissionFormStore.getState().patch({ ...VALID_ARTIST, noInstagram: false, noTikTok: false }));
    renderSubmit(<Wizard />);
    await user.type(screen.getByRole('textbox', { name: 'Instagram profile' }), 'maya.tides');
    await user.type(screen.getByRole('textbox', { name: 'TikTok profile' }), 'https://tiktok.com/@maya');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(within(await dialog()).getByText(FORM_MESSAGES.includeHost('instagram.com'))).toBeInTheDocument();
    expect(helperOf('Instagram profile')).toBe(FORM_MESSAGES.includeHost('instagram.com'));
    expect(screen.queryByText(FORM_MESSAGES.includeHost('tiktok.com'))).not.toBeInTheDocument();
  });

  it("'I don't have Instagram' clears and disables the field", async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<Wizard />);
    const field = screen.getByRole('textbox', { name: 'Instagram profile' });
    await user.type(field, 'https://instagram.com/maya');
    await user.click(screen.getByLabelText("I don't have Instagram"));
    expect(field).toBeDisabled();
    expect(field).toHaveValue('');
  });

  it('moves on to Music Upload once the step is complete', async () => {
    const user = userEvent.setup({ delay: null });
    act(() => useSubmissionFormStore.getState().patch(VALID_ARTIST));
    renderSubmit(<Wizard />);
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(screen.getByRole('heading', { name: 'Music Upload' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('step 2, Music Upload', () => {
  beforeEach(() => {
    useSubmissionFormStore.getState().patch(VALID_ARTIST);
    useWizardStore.setState({ step: 1, completed: [true, false, false, false] });
  });

  it('names every missing piece of a new release in the dialog and next to the fields', async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<Wizard />);
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    const list = within(await dialog());
    for (const message of [
      FORM_MESSAGES.trackTitlesRequired,
      FORM_MESSAGES.releaseTitleRequired,
      FORM_MESSAGES.primaryGenreRequired,
      FORM_MESSAGES.subGenreRequired,
      TRACK_AUDIO_MESSAGES.audioRequired(1, ''),
      CREDITS_MESSAGES.parentalAdvisoryRequired,
    ]) {
      expect(list.getByText(message)).toBeInTheDocument();
    }
    expect(list.getByText('Track 1 title')).toBeInTheDocument();
    expect(list.getByText('Track 1 parental advisory')).toBeInTheDocument();
    expect(helperOf('Track title')).toBe(FORM_MESSAGES.trackTitlesRequired);
    expect(helperOf('Release title')).toBe(FORM_MESSAGES.releaseTitleRequired);
    expect(screen.getAllByText(FORM_MESSAGES.primaryGenreRequired)).toHaveLength(2);
    expect(screen.getAllByText(CREDITS_MESSAGES.parentalAdvisoryRequired)).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Music Upload', hidden: true })).toBeInTheDocument();
  });

  it('asks per track and for the artwork whether generative AI was used, naming the track a missing answer belongs to', async () => {
    const user = userEvent.setup({ delay: null });
    const { gateways } = renderSubmit(<Wizard />);
    const { tracks } = useSubmissionFormStore.getState().form;
    act(() => useSubmissionFormStore.getState().patch({ releaseType: 'ep', tracks: [...tracks, emptyTrack(new Date())] }));
    const questions = [1, 2].map((n) => screen.getByRole('radiogroup', { name: `Track ${n}: ${AI_DISCLOSURE_QUESTIONS.track}` }));
    const artwork = screen.getByRole('radiogroup', { name: `Artwork: ${AI_DISCLOSURE_QUESTIONS.artwork}` });
    for (const question of [...questions, artwork]) {
      expect(
        within(question)
          .getAllByRole('radio')
          .map((radio) => radio.getAttribute('value')),
      ).toEqual(['None', 'Partly', 'All']);
    }
    expect(within(artwork).getByRole('radio', { name: CONTAINS_AI_LABELS.Partly })).toBeInTheDocument();

    // Track 1 answered, track 2 and the artwork not: the dialog and the fields name what is missing.
    await user.click(within(questions[0]).getByRole('radio', { name: CONTAINS_AI_LABELS.None }));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    const list = within(await dialog());
    expect(list.getByText(AI_DISCLOSURE_MESSAGES.trackAnswerRequired(2))).toBeInTheDocument();
    expect(list.getByText(AI_DISCLOSURE_MESSAGES.artworkAnswerRequired)).toBeInTheDocument();
    expect(list.queryByText(AI_DISCLOSURE_MESSAGES.trackAnswerRequired(1))).not.toBeInTheDocument();
    await closeMissingDialog(user);
    const track2 = questions[1].closest('[data-field]') as HTMLElement;
    expect(track2).toHaveAttribute('data-field', 'tracks[1].containsAi');
    expect(within(track2).getByText('Track 2: please say whether generative AI was used to make it.')).toBeInTheDocument();

    // Some parts of track 2: the parts appear, and none ticked is the next message; a draft keeps the half answer meanwhile.
    await user.click(within(questions[1]).getByRole('radio', { name: CONTAINS_AI_LABELS.Partly }));
    expect(screen.queryByText(AI_DISCLOSURE_MESSAGES.trackAnswerRequired(2))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(within(await dialog()).getByText(AI_DISCLOSURE_MESSAGES.partsRequired)).toBeInTheDocument();
    await closeMissingDialog(user);
    await waitFor(() =>
      expect(gateways.draft.save.mock.calls.at(-1)?.[2]?.answers).toMatchObject({
        artworkContainsAi: null,
        aiVocals: false,
        tracks: [{ containsAi: 'None' }, { containsAi: 'Partly' }],
      }),
    );

    await user.click(screen.getByRole('checkbox', { name: AI_PART_LABELS.aiVocals }));
    await user.click(within(artwork).getByRole('radio', { name: CONTAINS_AI_LABELS.All }));
    expect(screen.queryByText(AI_DISCLOSURE_MESSAGES.partsRequired)).not.toBeInTheDocument();
    expect(screen.queryByText(AI_DISCLOSURE_MESSAGES.artworkAnswerRequired)).not.toBeInTheDocument();
    expect(useSubmissionFormStore.getState().form).toMatchObject({ artworkContainsAi: 'All', aiVocals: true });
    // Once no track says 'some parts', the ticked parts go, so none is sent with 'No'.
    await user.click(within(questions[1]).getByRole('radio', { name: CONTAINS_AI_LABELS.None }));
    expect(screen.queryByRole('checkbox', { name: AI_PART_LABELS.aiVocals })).not.toBeInTheDocument();
    expect(useSubmissionFormStore.getState().form).toMatchObject({
      aiVocals: false,
      tracks: [{ containsAi: 'None' }, { containsAi: 'None' }],
    });
  });

  it('refuses a release date under 6 weeks away, and asks for a reason for an early release', async () => {
    const user = userEvent.setup({ delay: null });
    const soon = toIsoDate(addCalendarDays(new Date(), 14));
    act(() => useSubmissionFormStore.getState().patch({ releaseDate: soon, releaseDateChosen: true }));
    renderSubmit(<Wizard />);
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(within(await dialog()).getByText(RELEASE_MESSAGES.releaseDateTooSoon)).toBeInTheDocument();
    await closeMissingDialog(user);
    expect(screen.getByText(RELEASE_MESSAGES.releaseDateTooSoon)).toBeInTheDocument();

    await user.click(screen.getByLabelText(/early release request/));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(within(await dialog()).queryByText(RELEASE_MESSAGES.releaseDateTooSoon)).not.toBeInTheDocument();
    expect(within(await dialog()).getByText(RELEASE_MESSAGES.earlyReleaseReasonRequired)).toBeInTheDocument();
  });

  it('moves an untouched default forward when the day turned since the form opened (after midnight)', async () => {
    const user = userEvent.setup({ delay: null });
    const yesterday = addCalendarDays(new Date(), -1);
    act(() =>
      useSubmissionFormStore
        .getState()
        .patch({ releaseDate: defaultReleaseDate(yesterday), fullReleaseDate: defaultReleaseDate(yesterday) }),
    );
    renderSubmit(<Wizard />);
    await user.click(screen.getByRole('button', { name: 'Next Step' }));

    expect(within(await dialog()).queryByText(RELEASE_MESSAGES.releaseDateTooSoon)).not.toBeInTheDocument();
    expect(useSubmissionFormStore.getState().form.releaseDate).toBe(defaultReleaseDate(new Date()));
    expect(document.querySelector<HTMLInputElement>('input[type="date"]')?.value).toBe(defaultReleaseDate(new Date()));
  });

  it('keeps a date the artist picked yesterday and asks for a later one once it is too soon', async () => {
    const user = userEvent.setup({ delay: null });
    const picked = defaultReleaseDate(addCalendarDays(new Date(), -1));
    renderSubmit(<Wizard />);
    const input = document.querySelector<HTMLInputElement>('input[type="date"]') as HTMLInputElement;
    fireEvent.change(input, { target: { value: picked } });
    await user.click(screen.getByRole('button', { name: 'Next Step' }));

    expect(within(await dialog()).getByText(RELEASE_MESSAGES.releaseDateTooSoon)).toBeInTheDocument();
    expect(useSubmissionFormStore.getState().form.releaseDate).toBe(picked);
  });

  it('shows the release date helper with the minimum date and the weeks from now', () => {
    renderSubmit(<Wizard />);
    const input = document.querySelector<HTMLInputElement>('input[type="date"]');
    const helper = document.getElementById(input?.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(helper).toMatch(/^Minimum: .+ \(6 weeks from now\)$/);
  });

  it('names each empty contributor row once, by who it is, with every label in words', async () => {
    const user = userEvent.setup({ delay: null });
    const row = (id: string) => ({ id, firstName: '', lastName: '', email: '', percentage: 0 });
    act(() => {
      const track = useSubmissionFormStore.getState().form.tracks[0];
      useSubmissionFormStore
        .getState()
        .patchTrack(track.id, { credits: { ...track.credits, songwriters: [row('a'), row('b'), row('c')] } });
    });
    renderSubmit(<Wizard />);
    await user.click(screen.getByRole('button', { name: 'Next Step' }));

    const lines = within(await dialog())
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    const songwriterLines = lines.filter((line) => line.startsWith('Track 1 songwriter '));
    expect(songwriterLines).toEqual([
      'Track 1 songwriter 1First name is required · Last name is required',
      'Track 1 songwriter 2First name is required · Last name is required',
      'Track 1 songwriter 3First name is required · Last name is required',
      'Track 1 songwriter percentagesPlease enter percentages',
    ]);
    expect(new Set(lines).size).toBe(lines.length);
    for (const line of lines) expect(line).not.toMatch(/[a-z][A-Z][a-z]+Year|\[\d+\]|credits\./);
  });

  it('a transfer needs at least one release', async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<Wizard />);
    await user.click(screen.getByRole('radio', { name: /Transfer Existing/ }));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    const list = within(await dialog());
    expect(list.getByText(CATALOGUE_MESSAGES.atLeastOneRelease)).toBeInTheDocument();
    expect(list.queryByText(FORM_MESSAGES.releaseTitleRequired)).not.toBeInTheDocument();
    expect(screen.getAllByText(CATALOGUE_MESSAGES.atLeastOneRelease)).toHaveLength(2);
  });

  it('a clip outside 30-60 s keeps the artist on the step', async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<Wizard />);
    await user.click(screen.getByLabelText('Do you want to add audio clips for social pages ahead of release?'));
    const end = screen.getByRole('textbox', { name: 'End (mm:ss)' });
    await user.clear(end);
    await user.type(end, '00:20');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(within(await dialog()).getByText('Track 1 clip 1')).toBeInTheDocument();
  });
});

describe('step 4, Review & Submit', () => {
  it('shows Some fields incomplete and lists what is missing when Submit Music is pressed', async () => {
    const user = userEvent.setup({ delay: null });
    act(() => {
      useSubmissionFormStore.getState().patch({ ...VALID_ARTIST, city: '' });
      useWizardStore.setState({ step: 3, completed: [true, true, true, false] });
    });
    const { gateways } = renderSubmit(<Wizard />);
    expect(await screen.findByTestId('review-status')).toHaveTextContent(WIZARD_MESSAGES.someFieldsIncomplete);
    await user.click(screen.getByRole('button', { name: 'Submit Music' }));
    const list = within(await dialog());
    expect(list.getByText(FORM_MESSAGES.step1Required)).toBeInTheDocument();
    expect(list.getByText(FORM_MESSAGES.releaseTitleRequired)).toBeInTheDocument();
    expect(gateways.submission.createItem).not.toHaveBeenCalled();
    expect(gateways.draft.submit).not.toHaveBeenCalled();
  });

  it('submits a complete release: Submitting..., the payload, then the thank-you page', async () => {
    const user = userEvent.setup({ delay: null });
    const { gateways } = renderSubmit(<Wizard />);
    act(() =>
      useSubmissionFormStore
        .getState()
        .patch({ ...VALID_ARTIST, releaseTitle: 'Tidewater', primaryGenre: 'Pop', subGenre: 'Indie Pop', artworkContainsAi: 'None' }),
    );
    act(() => {
      const { form, patchTrack } = useSubmissionFormStore.getState();
      patchTrack(form.tracks[0].id, { containsAi: 'None' });
    });
    act(() => useWizardStore.setState({ step: 1, completed: [true, false, false, false] }));
    await user.upload(await screen.findByLabelText('WAV file for track 1'), wav('harbour-lights.wav'));
    await user.click(screen.getByLabelText('Clean'));
    await waitFor(() => expect(screen.getByText('Uploaded & Ready')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByTestId('review-status')).toHaveTextContent(WIZARD_MESSAGES.readyToSubmit);

    await user.click(screen.getByRole('button', { name: 'Submit Music' }));
    // The progress dialog cannot be dismissed and hides the page while it works.
    expect(await screen.findByRole('dialog', { name: 'Submitting your music' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submitting...', hidden: true })).toBeDisabled();
    await screen.findByRole('heading', { name: 'Thank-you page' });
    // The thank-you page shows the reference of the submission the server answered with.
    expect(new URLSearchParams(window.location.search).get('ref')).toBe('item-1');
    expect(gateways.submission.createItem).not.toHaveBeenCalled();
    const [id, token, bot] = gateways.draft.submit.mock.calls[0];
    expect([id, token, bot.formSession]).toEqual(['draft-1', 'resume-1', 'signed-session']);
    const stored = gateways.draft.save.mock.calls.at(-1)?.[2];
    expect(stored?.answers).toMatchObject({
      releaseTitle: 'Tidewater',
      artworkContainsAi: 'None',
      tracks: [{ title: 'harbour-lights', fileId: 'file-1', containsAi: 'None' }],
    });
    expect(useSubmissionFormStore.getState().form.releaseTitle).toBe('');
  });
});
