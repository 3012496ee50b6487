import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { AGREEMENT_MAX_POLLS, AGREEMENT_MESSAGES, AGREEMENT_OUTCOME_MESSAGES } from '@domain/agreement';
import { onOwnOrigin } from '../../gateway/agreement-links';
import type { EmbeddedSigner } from '../../gateway/embedded-signer';
import { useAgreementStore } from '../../stores/agreement.store';
import { AGREEMENT_KEY, type Signer, useAgreementRequest, useAgreementStatus, useSignUrl } from './api/agreement.api';

export type AgreementPhase = 'creating' | 'ready' | 'signing' | 'signed' | 'error';

/** A popup the tab watches; window.open's answer. */
export type PopupOpener = (url: string) => Pick<Window, 'closed' | 'close' | 'focus'> | null;

/** Where signing is shown: the built-in signer's popup, or the provider's embedded client. */
export interface SigningSurfaces {
  open: PopupOpener;
  embedded: EmbeddedSigner;
}

/**
 * Signing the agreement (artist-portal §4): the request and each signing session's status are queries; opening the
 * signer starts a session, a closed window or the provider's events check its status at once.
 */
export function useAgreementSigning(signer: Signer | null, surfaces: SigningSurfaces) {
  const client = useQueryClient();
  const request = useAgreementRequest(signer);
  const { session, error: tabError, notice, set } = useAgreementStore();
  const signatureId = request.data?.signatureId ?? null;
  const status = useAgreementStatus(signatureId, session);
  const signUrl = useSignUrl();
  const popup = useRef<Pick<Window, 'closed'> | null>(null);

  const statusKey = (opened: number | null) => [...AGREEMENT_KEY, 'status', signatureId, opened];
  // Reading dataUpdatedAt has every poll's answer render, not only a changed status: the polls are counted.
  const polls = status.dataUpdatedAt > 0 ? (client.getQueryState(statusKey(session))?.dataUpdateCount ?? 0) : 0;

  const checkNow = async (opened: number) => {
    const queryKey = statusKey(opened);
    await client.refetchQueries({ queryKey, exact: true });
    const state = client.getQueryState(queryKey);
    return useAgreementStore.getState().session === opened && state?.status !== 'error' && state?.data === 'awaiting_signature';
  };
  // A closed window is a cue to look at once, never the answer: polling goes on until the status is final.
  const signerClosed = (opened: number) =>
    void checkNow(opened).then((awaiting) => awaiting && set({ notice: AGREEMENT_OUTCOME_MESSAGES.signingWindowClosed }));
  const popupClosed = useEffectEvent(signerClosed);

  useEffect(() => {
    const win = popup.current;
    if (session === null || !win) return;
    const watch = setInterval(() => {
      if (!win.closed) return;
      clearInterval(watch);
      popup.current = null;
      popupClosed(session);
    }, 500);
    return () => clearInterval(watch);
  }, [session]);

  async function openEmbedded(id: string, opened: number) {
    try {
      const link = await signUrl.mutateAsync(id);
      if (link.signing.mode !== 'embedded') throw new Error('The signer is no longer embedded');
      await surfaces.embedded.open(link.signUrl, link.signing, {
        onSign: () => void checkNow(opened),
        onDecline: () => void checkNow(opened),
        onClose: () => signerClosed(opened),
        onError: () => set({ notice: AGREEMENT_MESSAGES.noSignUrl }),
      });
    } catch {
      // Refused (signed or declined meanwhile, or expired) or the provider is down: the status read tells which.
      if (await checkNow(opened)) set({ notice: AGREEMENT_MESSAGES.noSignUrl });
    }
  }

  function openSigning() {
    const current = request.data;
    if (!current?.signatureId) return;
    const opened = (session ?? 0) + 1;
    if (current.signing.mode === 'embedded') {
      set({ session: opened, error: null, notice: null });
      return void openEmbedded(current.signatureId, opened);
    }
    if (!current.signUrl) return set({ error: AGREEMENT_MESSAGES.noSignUrl });
    const win = surfaces.open(onOwnOrigin(current.signUrl));
    if (!win || win.closed) return set({ error: AGREEMENT_MESSAGES.popupBlocked });
    win.focus();
    popup.current = win;
    set({ session: opened, error: null, notice: null });
  }

  function retry() {
    popup.current = null;
    set({ session: null, error: null, notice: null });
    void client.resetQueries({ queryKey: AGREEMENT_KEY });
  }

  const outcome = (): { phase: AgreementPhase; error: string | null } => {
    if (request.isError) return { phase: 'error', error: request.error.message };
    if (!request.data) return { phase: 'creating', error: null };
    if (request.data.problem) return { phase: 'error', error: request.data.problem };
    if (request.data.signed || status.data === 'signed') return { phase: 'signed', error: null };
    if (session === null) return { phase: 'ready', error: null };
    if (status.isError) return { phase: 'error', error: AGREEMENT_MESSAGES.pollingError };
    if (status.data === 'declined' || status.data === 'expired') return { phase: 'error', error: AGREEMENT_OUTCOME_MESSAGES[status.data] };
    if (polls >= AGREEMENT_MAX_POLLS) return { phase: 'error', error: AGREEMENT_OUTCOME_MESSAGES.pollingTimedOut };
    return { phase: 'signing', error: null };
  };
  const { phase, error } = outcome();
  return { phase, signatureId, error: error ?? tabError, notice, openSigning, retry };
}
