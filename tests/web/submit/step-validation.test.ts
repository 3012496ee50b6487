import { LAST_WIZARD_STEP, validateSubmission, wizardStepOfField } from '../../../domain/forms';
import type { FieldIssue } from '../../../domain/shared';
import { toSubmissionInput, validateWizardStep, wizardFacts } from '../../../web/src/features/submit/wizard/step-validation';
import { EMPTY_FILE, emptyForm, emptyTrack, type SubmissionForm } from '../../../web/src/stores/submission-form.model';
import { aSubmission } from '../../support/builders/submission.builder';
import {
  applyCase,
  RULES_TODAY,
  SUBMISSION_RULE_CASES,
  type SubmissionRuleCase,
} from '../../support/submission-rules/submission-rule-cases';

const notPicked = () => false;

/** The case's form as the wizard holds it: the same field values, each track's WAV uploaded (or not). */
function wizardForm(c: SubmissionRuleCase): SubmissionForm {
  const { publishingAdministrationInterest, tracks, ...fields } = applyCase(
    aSubmission({ tracks: c.tracks, singlesFirst: c.singlesFirst }).formData,
    c,
  );
  const base = emptyForm(RULES_TODAY);
  return {
    ...base,
    ...(fields as Partial<SubmissionForm>),
    hasSpotify: !!fields.spotifyProfile,
    publishingInterest: !!publishingAdministrationInterest,
    releaseStrategy: (fields.releaseStrategy as SubmissionForm['releaseStrategy'] | null) ?? 'together',
    tracks: tracks.map((t, i) => ({
      ...emptyTrack(RULES_TODAY),
      ...(t as object),
      audio:
        i === 0 && c.audio === 'none'
          ? EMPTY_FILE
          : { ...EMPTY_FILE, state: 'uploaded', fileId: `file-${i}`, fileName: `track-${i + 1}.wav` },
    })) as SubmissionForm['tracks'],
  };
}

/** Server-side facts the browser cannot hold: whose upload a file is, and the length the server measured. */
function serverFacts(form: SubmissionForm, c: SubmissionRuleCase) {
  const facts = wizardFacts(form, notPicked);
  const audioFiles = new Map(facts.audioFiles);
  if (c.audio === 'other-session') audioFiles.set('file-0', { owned: false, durationSeconds: 120 });
  if (typeof c.audio === 'object') audioFiles.set('file-0', { owned: true, durationSeconds: c.audio.seconds });
  return { ...facts, audioFiles };
}
const needsServerFacts = (c: SubmissionRuleCase) => c.audio === 'other-session' || typeof c.audio === 'object';
const steps = Array.from({ length: LAST_WIZARD_STEP + 1 }, (_, s) => s);

describe('the wizard validates each step with the API’s own validator (the shared case table)', () => {
  it('the valid form the cases start from passes every step', () => {
    const valid = wizardForm({ name: 'valid', field: '', message: '' });
    for (const step of steps) expect(validateWizardStep(step, valid, RULES_TODAY, notPicked)).toEqual([]);
  });

  const browserCases = SUBMISSION_RULE_CASES.filter((c) => !needsServerFacts(c));
  it.each(browserCases.map((c) => [c.name, c] as const))('%s: shown on its own step and on Review, on no other step', (_name, c) => {
    const form = wizardForm(c);
    const expected: FieldIssue = { field: c.field, message: c.message };
    const home = wizardStepOfField(c.field);
    for (const step of steps) {
      const issues = validateWizardStep(step, form, RULES_TODAY, notPicked);
      if (step === home || step === LAST_WIZARD_STEP) expect(issues).toContainEqual(expected);
      else expect(issues).not.toContainEqual(expected);
    }
  });

  it.each(SUBMISSION_RULE_CASES.filter(needsServerFacts).map((c) => [c.name, c] as const))(
    '%s: the same validator reports it once the server’s facts are in',
    (_name, c) => {
      const form = wizardForm(c);
      expect(validateWizardStep(LAST_WIZARD_STEP, form, RULES_TODAY, notPicked)).not.toContainEqual({ field: c.field, message: c.message });
      expect(validateSubmission(toSubmissionInput(form, notPicked), serverFacts(form, c), RULES_TODAY)).toContainEqual({
        field: c.field,
        message: c.message,
      });
    },
  );
});
