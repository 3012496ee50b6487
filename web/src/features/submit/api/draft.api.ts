import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DraftResponse, FinishLaterResponse, SubmissionFormPayload } from '@wire';
import { useInjection } from '../../../di/container-context';
import { PUBLIC_TOKENS } from '../../../di/public-tokens';
import type { DraftGateway } from '../../../gateway/draft.gateway';
import { useMutationRunner } from '../../../queries/mutation-runner';
import { useDraftStore } from '../../../stores/draft.store';
import type { DraftOpening } from '../drafts/draft-work';

export const DRAFT_KEY = ['draft'] as const;

/** The draft's server work (answers, conflicts, the draft pointer) loads with its first use, not with the page. */
const work = () => import('../drafts/draft-work');

/**
 * Saves the draft, one save after another (one scope: each sends the form as it is when its turn comes). `answers`
 * replaces what the form would store, and the save fails if that cannot be stored. The draft's own status tells the
 * artist about a failure (a 409 is a conflict with another window), so the save runs whatever the browser thinks of
 * the network.
 */
export const draftSaveMutation = (gateway: DraftGateway) =>
  mutationOptions<void, Error, SubmissionFormPayload | undefined>({
    mutationKey: [...DRAFT_KEY, 'save'],
    mutationFn: async (answers) => (await work()).saveOnce(gateway, answers),
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
    mutationFn: async () => (await work()).flushOnHide(gateway),
  });

/** Opens the draft the wizard works on (a rework, the one asked for, a landing's, this browser's, or a new one). */
export const draftOpenMutation = (gateway: DraftGateway) =>
  mutationOptions({
    mutationKey: [...DRAFT_KEY, 'open'],
    networkMode: 'always',
    mutationFn: async (opening: DraftOpening) => (await work()).openDraft(gateway, opening),
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
