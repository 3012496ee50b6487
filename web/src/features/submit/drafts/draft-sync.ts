import type { DraftResponse, SubmissionFormPayload } from '../../../../../contracts';
import { ApiError } from '../../../gateway/api-error';
import type { DraftGateway } from '../../../gateway/draft.gateway';
import { useDraftStore, writeDraftPointer } from '../../../stores/draft.store';
import { usePickedFilesStore } from '../../../stores/picked-files.store';
import type { SubmissionForm } from '../../../stores/submission-form.model';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { resetUploads } from '../uploads/file-uploads';
import { draftAnswersOf, draftExtrasOf } from './draft-answers';
import { formFromDraft, withPrefill } from './draft-form';

/** Makes the wizard a view of the draft: a saved draft replaces the form; a new one only fills its blanks. */
export function showDraft(
  answer: DraftResponse,
  knownToken: string | null,
  options: { remember: boolean; replaceForm: boolean } = { remember: true, replaceForm: false },
): void {
  const { data } = answer;
  const token = answer.resumeToken ?? knownToken;
  if (options.remember) writeDraftPointer({ id: data.id, token });
  if (data.revision > 1 || options.replaceForm) {
    resetUploads();
    usePickedFilesStore.getState().reset();
    useSubmissionFormStore.setState({ form: formFromDraft(data, new Date()) });
    const step = data.wizard.step;
    // A release sent before was complete once: every step can be opened directly.
    useWizardStore.setState({ step, completed: [0, 1, 2, 3].map((i) => i < step || data.submissionId !== null) });
  } else {
    useSubmissionFormStore.getState().update((form) => withPrefill(form, data.answers));
  }
  useWizardStore.getState().setFormSession({ formSession: answer.formSession, sessionId: answer.sessionId });
  useDraftStore.getState().set({ id: data.id, token, revision: data.revision, status: 'saved', savedAt: data.updatedAt });
}

let queue: Promise<void> = Promise.resolve();

async function saveOnce(gateway: DraftGateway, answers?: SubmissionFormPayload): Promise<void> {
  const draft = useDraftStore.getState();
  if (!draft.id || draft.status === 'conflict') return;
  const form = useSubmissionFormStore.getState().form;
  draft.set({ status: 'saving' });
  try {
    const saved = await gateway.save(draft.id, draft.token, {
      baseRevision: draft.revision,
      answers: answers ?? draftAnswersOf(form),
      wizard: { step: useWizardStore.getState().step, extras: draftExtrasOf(form) },
    });
    useDraftStore.getState().set({ revision: saved.revision, savedAt: saved.savedAt, status: 'saved' });
  } catch (error) {
    const conflict = error instanceof ApiError && error.status === 409;
    useDraftStore.getState().set({ status: conflict ? 'conflict' : 'offline' });
    if (answers) throw error;
  }
}

/**
 * Saves the draft, one save after another (each sends the form as it is when its turn comes). `answers`
 * replaces what the form would store: the submit stores exactly what it sends, and fails if that cannot be saved.
 */
export function saveDraft(gateway: DraftGateway, answers?: SubmissionFormPayload): Promise<void> {
  const next = queue.then(() => saveOnce(gateway, answers));
  queue = next.catch(() => undefined);
  return next;
}

/**
 * The page is hiding with changes the server has not stored: send them with keepalive so a reload or a closed tab
 * keeps them (a just-finished upload above all). The answer, if the page lives on, moves the revision on.
 */
export function flushDraftOnHide(gateway: DraftGateway): void {
  const draft = useDraftStore.getState();
  if (!draft.id || draft.status === 'saved' || draft.status === 'conflict' || draft.status === 'opening') return;
  const form = useSubmissionFormStore.getState().form;
  const change = {
    baseRevision: draft.revision,
    answers: draftAnswersOf(form),
    wizard: { step: useWizardStore.getState().step, extras: draftExtrasOf(form) },
  };
  gateway.save(draft.id, draft.token, change, { keepalive: true }).then(
    (saved) => {
      if (useDraftStore.getState().revision < saved.revision)
        useDraftStore.getState().set({ revision: saved.revision, savedAt: saved.savedAt });
    },
    () => undefined, // a save already under way may have stored the same change first
  );
}

/** True when a file slot has just received the server's file id: the draft must hold it at once. */
export function fileJustStored(next: SubmissionForm, previous: SubmissionForm): boolean {
  const stored = (form: SubmissionForm): string[] =>
    [form.artwork, ...form.tracks.flatMap((t) => [t.audio, t.customArtwork])].flatMap((slot) =>
      slot.state === 'uploaded' && slot.fileId ? [slot.fileId] : [],
    );
  const before = new Set(stored(previous));
  return stored(next).some((id) => !before.has(id));
}

/** After the submission: this browser no longer points at the draft, which the server has deleted. */
export function forgetDraft(): void {
  writeDraftPointer(null);
  useDraftStore.getState().reset();
}
