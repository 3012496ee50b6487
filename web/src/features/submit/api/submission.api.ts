import { mutationOptions } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { useInjection } from '../../../di/container-context';
import { PUBLIC_TOKENS } from '../../../di/public-tokens';
import { TOKENS } from '../../../di/tokens';
import type { HttpClient } from '../../../gateway/http-client';
import type { SubmissionGateway } from '../../../gateway/submission.gateway';
import { useMutationRunner } from '../../../queries/mutation-runner';
import { useWizardStore } from '../../../stores/wizard.store';
import type { SubmitReleaseDeps } from '../wizard/submit-release';
import { useSaveDraft } from './draft.api';

/** A form session for the bot check; the submit is refused with the spec's bot message if none ever came. */
export const formSessionMutation = (submissions: SubmissionGateway) =>
  mutationOptions({
    mutationKey: ['form-session'],
    networkMode: 'always',
    mutationFn: async () => useWizardStore.getState().setFormSession(await submissions.startFormSession()),
  });

/** Keeps the server session alive while the tab is hidden during an upload or a submit. */
export const keepAliveMutation = (http: HttpClient) =>
  mutationOptions({ mutationKey: ['keep-alive'], networkMode: 'always', mutationFn: async () => void (await http.get('health')) });

export function useStartFormSession(): () => void {
  const submissions = useInjection(PUBLIC_TOKENS.submission);
  const start = useMutationRunner(useMemo(() => formSessionMutation(submissions), [submissions]));
  return useCallback(() => void start(undefined).catch(() => undefined), [start]);
}

export function useKeepAlive(): () => void {
  const http = useInjection(TOKENS.http);
  const ping = useMutationRunner(useMemo(() => keepAliveMutation(http), [http]));
  return useCallback(() => void ping(undefined).catch(() => undefined), [ping]);
}

/** The whole submission (wizard/submit-release.ts, loaded with the first submit), then `successPath`. */
export const submitReleaseMutation = (deps: SubmitReleaseDeps) =>
  mutationOptions({
    mutationKey: ['submit-release'],
    networkMode: 'always',
    mutationFn: async () => (await import('../wizard/submit-release')).submitRelease(deps),
  });

export function useSubmitRelease(successPath: string): () => Promise<void> {
  const [, navigate] = useLocation();
  const submissions = useInjection(PUBLIC_TOKENS.submission);
  const uploads = useInjection(PUBLIC_TOKENS.upload);
  const drafts = useInjection(PUBLIC_TOKENS.draft);
  const monitoring = useInjection(PUBLIC_TOKENS.monitoring);
  const saveDraft = useSaveDraft();
  const options = useMemo(
    () => submitReleaseMutation({ navigate: (to) => navigate(to), successPath, submissions, uploads, drafts, monitoring, saveDraft }),
    [navigate, successPath, submissions, uploads, drafts, monitoring, saveDraft],
  );
  const run = useMutationRunner(options);
  return useCallback(() => run(undefined), [run]);
}
