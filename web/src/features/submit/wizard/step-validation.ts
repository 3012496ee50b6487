import {
  LAST_WIZARD_STEP,
  validateSubmission,
  wizardStepOfField,
  type AudioFileFact,
  type CatalogueLookup,
  type SubmissionFacts,
  type SubmissionInput,
} from '@domain/forms';
import type { FieldIssue } from '@domain/shared';
import { isBlank } from '@domain/shared';
import type { SubmissionForm, TrackDraft } from '../../../stores/submission-form.model';

export const hasAudio = (t: TrackDraft, picked: (id: string) => boolean) =>
  t.audio.state === 'uploaded' || t.audio.state === 'uploading' || picked(t.id);

/** A picked file not yet uploaded stands in under a local id; the server later checks the real one. */
const localFileId = (t: TrackDraft) => t.audio.fileId ?? `picked:${t.id}`;

/** The wizard's form as the domain's submission input, shaped as build-payload sends it. */
export function toSubmissionInput(form: SubmissionForm, picked: (id: string) => boolean): SubmissionInput {
  return {
    ...form,
    spotifyProfile: form.hasSpotify ? form.spotifyProfile : '',
    tracks: form.tracks.map((t) => ({ ...t, fileId: hasAudio(t, picked) ? localFileId(t) : null })),
  };
}

/** What the wizard knows: its own files are its own (duration unknown); an item without a title had no metadata. */
export function wizardFacts(form: SubmissionForm, picked: (id: string) => boolean): SubmissionFacts {
  const audioFiles = new Map<string, AudioFileFact>(
    form.tracks.filter((t) => hasAudio(t, picked)).map((t) => [localFileId(t), { owned: true, durationSeconds: null }]),
  );
  const catalogue = new Map<string, CatalogueLookup>(
    form.catalogueItems.map((i) => [i.spotifyUrl.trim(), isBlank(i.title) ? 'missing' : 'found']),
  );
  return { audioFiles, catalogue };
}

/** The issues that keep the artist on a step: the API's own validator, filtered to the step's fields; step 4 checks everything. */
export function validateWizardStep(step: number, form: SubmissionForm, today: Date, picked: (trackId: string) => boolean): FieldIssue[] {
  const issues = validateSubmission(toSubmissionInput(form, picked), wizardFacts(form, picked), today);
  return step >= LAST_WIZARD_STEP ? issues : issues.filter((i) => wizardStepOfField(i.field) === step);
}

/** The step that holds a field, to mark it after a failed submission. */
export const stepOfField = wizardStepOfField;
