import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DraftResponse, FinishLaterResponse, SubmissionFormPayload } from '../../../../../contracts';
import { useInjection } from '../../../di/container-context';
import { PUBLIC_TOKENS } from '../../../di/public-tokens';
import { ApiError } from '../../../gateway/api-error';
import type { DraftGateway } from '../../../gateway/draft.gateway';
import { readDraftPointer, useDraftStore } from '../../../stores/draft.store';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useWizardStore } from '../../../stores/wizard.store';
import { useMutationRunner } from '../../../queries/mutation-runner';
import { draftAnswersOf, draftExtrasOf } from '../drafts/draft-answers';

export const DRAFT_KEY = ['draft'] as const;

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

/** One save of the open draft; a 409 means another window saved first (conflict), anything else keeps it in this tab. */
async function saveOnce(gateway: DraftGateway, answers?: SubmissionFormPayload): Promise<void> {
  const draft = useDraftStore.getState();
  if (!draft.id || draft.status === 'conflict') return;
  draft.set({ status: 'saving' });
  try {
    const saved = await gateway.save(draft.id, draft.token, changeOf(answers));
    useDraftStore.getState().set({ revision: saved.revision, savedAt: saved.savedAt, status: 'saved' });
  } catch (error) {
    const conflict = error instanceof ApiError && error.status === 409;
    useDraftStore.getState().set({ status: conflict ? 'conflict' : 'offline' });
    if (answers) throw error;
  }
}

/**
 * Saves the draft, one save after another (one scope: each sends the form as it is when its turn comes). `answers`
 * replaces what the form would store, and the save fails if that cannot be stored. The draft's own status tells the
 * artist about a failure, so the save runs whatever the browser thinks of the network.
 */
export const draftSaveMutation = (gateway: DraftGateway) =>
  mutationOptions<void, Error, SubmissionFormPayload | undefined>({
    mutationKey: [...DRAFT_KEY, 'save'],
    mutationFn: (answers) => saveOnce(gateway, answers),
    scope: { id: 'draft-save' },
    networkMode: 'always',
  });

/**
 * The page is hiding with changes the server has not stored: sent with keepalive, outside the save queue, so a reload
 * or a closed tab keeps them. The answer, if the page lives on, moves the revision on.
 */
export const draftFlushMutation = (gateway: DraftGateway) =>
  mutationOptions<void, Error, void>({
    mutationKey: [...DRAFT_KEY, 'flush'],
    networkMode: 'always',
    mutationFn: async () => {
      const draft = useDraftStore.getState();
      if (!draft.id || draft.status === 'saved' || draft.status === 'conflict' || draft.status === 'opening') return;
      // A save already under way may have stored the same change first.
      const saved = await gateway.save(draft.id, draft.token, changeOf(), { keepalive: true }).catch(() => null);
      if (saved && useDraftStore.getState().revision < saved.revision)
        useDraftStore.getState().set({ revision: saved.revision, savedAt: saved.savedAt });
    },
  });

export type DraftOpening = { reworkOf?: string; requestedId: string | null; fresh: boolean };

/** Opens the draft the wizard works on (a rework, the one asked for, a landing's, this browser's, or a new one). */
async function openDraft(
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

export const draftOpenMutation = (gateway: DraftGateway) =>
  mutationOptions({
    mutationKey: [...DRAFT_KEY, 'open'],
    networkMode: 'always',
    mutationFn: (opening: DraftOpening) => openDraft(gateway, opening),
  });

/** A finish-later link's draft, put in the wizard's stores before the redirect so the wizard opens on it. */
export const resumedDraftQuery = (gateway: DraftGateway, token: string, show: (answer: DraftResponse) => void) =>
  queryOptions({
    queryKey: [...DRAFT_KEY, 'resume', token],
    queryFn: async () => {
      const answer = await gateway.resume(token);
      show(answer);
      return answer.data.id;
    },
    staleTime: Infinity,
  });

/** Saves the draft, then mails a private link to it. */
export const finishLaterMutation = (gateway: DraftGateway, save: (answers?: SubmissionFormPayload) => Promise<void>) =>
  mutationOptions({
    mutationKey: [...DRAFT_KEY, 'finish-later'],
    networkMode: 'always',
    mutationFn: async ({ id, token }: { id: string; token: string | null }): Promise<FinishLaterResponse> => {
      await save();
      return gateway.finishLater(id, useDraftStore.getState().token ?? token);
    },
  });

const useDraftGateway = () => useInjection(PUBLIC_TOKENS.draft);

export function useDraftSaving() {
  const gateway = useDraftGateway();
  const save = useMutationRunner(useMemo(() => draftSaveMutation(gateway), [gateway]));
  const flush = useMutationRunner(useMemo(() => draftFlushMutation(gateway), [gateway]));
  const open = useMutationRunner(useMemo(() => draftOpenMutation(gateway), [gateway]));
  return { save, flush, open };
}

/** Saves the draft through the save queue (the submit stores exactly `answers`). */
export function useSaveDraft(): (answers?: SubmissionFormPayload) => Promise<void> {
  return useDraftSaving().save;
}

export function useResumedDraft(token: string, show: (answer: DraftResponse) => void) {
  return useQuery(resumedDraftQuery(useDraftGateway(), token, show));
}

export function useFinishLater() {
  const gateway = useDraftGateway();
  const save = useSaveDraft();
  return useMutation(finishLaterMutation(gateway, save));
}
