import type { DraftResponse, SubmissionFormPayload } from '@wire';
import { ApiError } from '../../../gateway/api-error';
import type { DraftGateway } from '../../../gateway/draft.gateway';
import { readDraftPointer, useDraftStore } from '../../../stores/draft.store';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { draftAnswersOf, draftExtrasOf } from './draft-answers';
import { showDraft } from './draft-sync';

// The draft's server work, loaded with the first save or opening rather than with the page: a first paint needs none
// of it (web/src/features/submit/api/draft.api.ts runs it through the query cache).

/** The change a save sends: the form as it is now, or exactly `answers` (the submit stores what it sends). */
function changeOf(answers?: SubmissionFormPayload) {
  const form = useSubmissionFormStore.getState().form;
  const step = useWizardStore.getState().step;
  return {
    baseRevision: useDraftStore.getState().revision,
    answers: answers ?? draftAnswersOf(form),
    wizard: { step, extras: draftExtrasOf(form) },
  };
}

/**
 * One save of the open draft; a 409 means another window saved first (conflict), another refusal says why (refused),
 * and no answer at all keeps it in this tab (offline). The next change saves again in every case but a conflict.
 */
export async function saveOnce(gateway: DraftGateway, answers?: SubmissionFormPayload): Promise<void> {
  const draft = useDraftStore.getState();
  if (!draft.id || draft.status === 'conflict') return;
  draft.set({ status: 'saving' });
  try {
    const saved = await gateway.save(draft.id, draft.token, changeOf(answers));
    useDraftStore.getState().set({ revision: saved.revision, savedAt: saved.savedAt, status: 'saved', problem: null });
  } catch (error) {
    const refusal = error instanceof ApiError && error.fromServer && error.status >= 400 && error.status < 500 ? error : null;
    if (refusal?.status === 409) useDraftStore.getState().set({ status: 'conflict' });
    else if (refusal) useDraftStore.getState().set({ status: 'refused', problem: refusal.message });
    else useDraftStore.getState().set({ status: 'offline' });
    if (answers) throw error;
  }
}

/** The keepalive save of changes the server has not stored (outside the save queue: the page is hiding). */
export async function flushOnHide(gateway: DraftGateway): Promise<void> {
  const draft = useDraftStore.getState();
  if (!draft.id || draft.status === 'saved' || draft.status === 'conflict' || draft.status === 'opening') return;
  // A save already under way may have stored the same change first.
  const saved = await gateway.save(draft.id, draft.token, changeOf(), { keepalive: true }).catch(() => null);
  if (saved && useDraftStore.getState().revision < saved.revision)
    useDraftStore.getState().set({ revision: saved.revision, savedAt: saved.savedAt });
}

export type DraftOpening = { reworkOf?: string; requestedId: string | null; fresh: boolean };

/** Opens the draft the wizard works on (a rework, the one asked for, a landing's, this browser's, or a new one). */
async function findDraft(
  gateway: DraftGateway,
  { reworkOf, requestedId, fresh }: DraftOpening,
): Promise<{ answer: DraftResponse; token: string | null; rework: boolean }> {
  if (reworkOf) {
    // Not this browser's draft pointer: the rework belongs to the signed-in account only.
    return { answer: await gateway.open({ fromSubmissionId: reworkOf }), token: null, rework: true };
  }
  const stored = readDraftPointer();
  if (requestedId) {
    const token = stored?.id === requestedId ? stored.token : null;
    return { answer: await gateway.get(requestedId, token), token, rework: false };
  }
  const { form } = useSubmissionFormStore.getState();
  if (form.invitationToken || form.returningToken) {
    const answer = await gateway.open({
      invitationToken: form.invitationToken ?? undefined,
      returningToken: form.returningToken ?? undefined,
    });
    return { answer, token: null, rework: false };
  }
  if (stored && !fresh) {
    const answer = await gateway.get(stored.id, stored.token).catch(() => null);
    if (answer) return { answer, token: stored.token, rework: false };
  }
  return { answer: await gateway.open(fresh ? { fresh: true } : {}), token: null, rework: false };
}

/** Opens the draft and makes the wizard a view of it (a rework replaces the form and is not this browser's). */
export async function openDraft(gateway: DraftGateway, opening: DraftOpening): Promise<void> {
  const { answer, token, rework } = await findDraft(gateway, opening);
  showDraft(answer, token, rework ? { remember: false, replaceForm: true } : undefined);
}
