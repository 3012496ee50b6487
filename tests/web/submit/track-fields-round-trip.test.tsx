import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRACK_FIELD_NAMES, TRACK_FIELDS, type TrackFieldName } from '../../../domain/tracks';
import { LYRICS_LANGUAGE_MESSAGES } from '../../../domain/tracks/lyrics-language';
import { draftAnswersOf } from '../../../web/src/features/submit/drafts/draft-answers';
import { formFromDraft } from '../../../web/src/features/submit/drafts/draft-form';
import { MusicStep } from '../../../web/src/features/submit/music/music-step.component';
import { TRACK_FIELD_INPUTS } from '../../../web/src/features/submit/music/track-field-inputs.component';
import { TRACK_FIELDS_ON_DESK, TrackFieldList } from '../../../web/src/features/staff/review-desk/track-field-list.component';
import { buildCreateItemPayload } from '../../../web/src/features/submit/wizard/build-payload';
import type { SubmissionForm } from '../../../web/src/stores/submission-form.model';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { TRACK_ROUND_TRIP } from '../../support/builders/track-round-trip';
import { RELEASE_ROUND_TRIP } from '../../support/builders/release-round-trip';
import { NO_AI_PARTS } from '../../../domain/release/ai-disclosure';
import { ReleaseFieldList } from '../../../web/src/features/staff/review-desk/release-field-list.component';
import { renderSubmit, resetSubmitState } from './render-submit';

jest.mock('ky', () => jest.requireActual('./ky.stub'));

beforeEach(resetSubmitState);

const TYPED = TRACK_FIELD_NAMES.filter((name) => TRACK_FIELD_INPUTS[name] === 'typed-here');
const OWN_CONTROL = TRACK_FIELD_NAMES.filter((name) => TRACK_FIELD_INPUTS[name] === 'own-control');
const TICKED = TRACK_FIELD_NAMES.filter((name) => TRACK_FIELD_INPUTS[name] === 'ticked-here');

/** Fills every declared field of track 1: the typed ones in their inputs, the others as their own controls set them. */
async function fillEveryTrackField() {
  const user = userEvent.setup({ delay: null });
  renderSubmit(<MusicStep />);
  for (const name of TYPED) {
    const input = screen.getByRole('textbox', { name: new RegExp(TRACK_FIELDS[name].label) });
    await user.clear(input);
    await user.type(input, String(TRACK_ROUND_TRIP[name]));
  }
  for (const name of TICKED) await user.click(screen.getByRole('checkbox', { name: TRACK_FIELDS[name].label }));
  const id = useSubmissionFormStore.getState().form.tracks[0].id;
  const owned = Object.fromEntries(OWN_CONTROL.map((name) => [name, TRACK_ROUND_TRIP[name]]));
  act(() => useSubmissionFormStore.getState().patchTrack(id, owned));
  return useSubmissionFormStore.getState().form;
}

describe("the wizard's side of every declared track field", () => {
  it('places every declared field, and each typed one takes the domain’s length limit', () => {
    expect(TYPED.length + TICKED.length + OWN_CONTROL.length).toBe(TRACK_FIELD_NAMES.length);
    renderSubmit(<MusicStep />);
    for (const name of TYPED) {
      const spec = TRACK_FIELDS[name];
      const input = screen.getByRole('textbox', { name: new RegExp(spec.label) });
      expect(['maxLength' in spec, input.getAttribute('maxlength')]).toEqual([true, String('maxLength' in spec ? spec.maxLength : '')]);
    }
  });

  it("refuses a malformed code with the domain's message when the artist leaves the input", async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<MusicStep />);
    await user.type(screen.getByRole('textbox', { name: new RegExp(TRACK_FIELDS.lyricsLanguage.label) }), 'qq');
    await user.tab();
    expect(await screen.findByText(LYRICS_LANGUAGE_MESSAGES.invalid)).toBeInTheDocument();
  });

  describe('one track filled once', () => {
    let form: SubmissionForm;
    beforeAll(async () => {
      resetSubmitState();
      form = await fillEveryTrackField();
    });

    it.each(TRACK_FIELD_NAMES.map((name) => [name] as [TrackFieldName]))(
      '%s goes from the input into the saved draft, back after a reload, and into the sent payload',
      (name) => {
        expect(form.tracks[0][name]).toEqual(TRACK_ROUND_TRIP[name]);
        const answers = draftAnswersOf(form);
        expect(answers.tracks?.[0][name]).toEqual(TRACK_ROUND_TRIP[name]);
        const reloaded = formFromDraft({ answers, wizard: { step: 1, extras: {} }, files: [] }, new Date());
        expect(reloaded.tracks[0][name]).toEqual(TRACK_ROUND_TRIP[name]);
        const payload = buildCreateItemPayload(
          form,
          { artworkFileId: null, tracks: {} },
          { formSession: null, website: '', email_confirm: '' },
        );
        // Custom artwork is sent only with its uploaded file; every other field as typed.
        expect(payload.formData.tracks?.[0][name]).toEqual(name === 'useCustomArtwork' ? false : TRACK_ROUND_TRIP[name]);
      },
    );
  });
});

describe("the desk's side of every declared track field", () => {
  const LISTED = TRACK_FIELD_NAMES.filter((name) => TRACK_FIELDS_ON_DESK[name] === 'listed');

  it.each(LISTED.map((name) => [name] as [TrackFieldName]))('%s is listed under the track with its label', (name) => {
    const { container } = render(<TrackFieldList track={TRACK_ROUND_TRIP} />);
    const value = TRACK_ROUND_TRIP[name];
    const shown = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
    expect(container.querySelector(`[data-track-field="${name}"]`)).toHaveTextContent(`${TRACK_FIELDS[name].label}: ${shown}`);
  });
});

describe("the desk's AI disclosure lines", () => {
  it("says each track's answer in words, with the parts the release names only for a track made partly with AI", () => {
    const partly = render(
      <TrackFieldList track={{ ...TRACK_ROUND_TRIP, containsAi: 'Partly' }} aiParts={{ ...NO_AI_PARTS, aiLyrics: true }} />,
    );
    expect(partly.container.querySelector('[data-track-field="containsAi"]')).toHaveTextContent(
      'Generative AI: Partly made with generative AI: lyrics',
    );
    partly.unmount();
    const none = render(
      <TrackFieldList track={{ ...TRACK_ROUND_TRIP, containsAi: 'None' }} aiParts={{ ...NO_AI_PARTS, aiLyrics: true }} />,
    );
    expect(none.container.querySelector('[data-track-field="containsAi"]')).toHaveTextContent('Generative AI: No generative AI used');
    none.unmount();
    const old = render(<TrackFieldList track={{ ...TRACK_ROUND_TRIP, containsAi: null }} />);
    expect(old.container.querySelector('[data-track-field="containsAi"]')).toHaveTextContent(
      'Generative AI: Not asked (sent before the question existed)',
    );
  });

  it("says the artwork's answer and the release's, derived from the tracks' and artwork's", () => {
    const release = { ...RELEASE_ROUND_TRIP, artworkContainsAi: 'All' as const };
    const { container } = render(<ReleaseFieldList release={release} tracks={[{ containsAi: 'None' }, { containsAi: 'None' }]} />);
    expect(container.querySelector('[data-release-field="artworkContainsAi"]')).toHaveTextContent(
      'Generative AI in the artwork: All of it made with generative AI',
    );
    expect(container.querySelector('[data-release-field="containsAi"]')).toHaveTextContent(
      'Generative AI (tracks and artwork): Partly made with generative AI',
    );
  });
});
