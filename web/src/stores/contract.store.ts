import { create } from 'zustand';
import type { SigningClient } from '../../../contracts';
import {
  CONTRACT_MESSAGES,
  CONTRACT_OUTCOME_MESSAGES,
  CONTRACT_POLL_INTERVAL_MS,
  contractCreationMessage,
  shouldPollAgain,
} from '../../../domain/contract';
import { ApiError } from '../gateway/api-error';
import type { ContractGateway } from '../gateway/contract.gateway';
import { onOwnOrigin } from '../gateway/contract-links';
import type { EmbeddedSigner } from '../gateway/embedded-signer';

export type ContractPhase = 'idle' | 'creating' | 'ready' | 'signing' | 'signed' | 'error';

export interface Signer {
  artistId: string;
  artistName: string;
  artistEmail: string;
}

/** A popup the store watches; window.open's answer. */
export type PopupOpener = (url: string) => Pick<Window, 'closed' | 'close' | 'focus'> | null;

/** Where signing is shown: the built-in signer's popup, or the provider's embedded client. */
export interface SigningSurfaces {
  open: PopupOpener;
  embedded: EmbeddedSigner;
}

interface ContractState {
  phase: ContractPhase;
  signatureId: string | null;
  signUrl: string | null;
  signing: SigningClient | null;
  error: string | null;
  notice: string | null;
  polls: number;
  /** Finds the artist's current request or creates one (artist-portal §4 steps 1–2). */
  init(gateway: ContractGateway, signer: Signer): Promise<void>;
  /** Opens signing and polls every 5000 ms, at most 30 times (§4 steps 3–5); the provider's events check at once. */
  openSigning(gateway: ContractGateway, surfaces: SigningSurfaces): void;
  reset(): void;
}

const initial = { phase: 'idle', signatureId: null, signUrl: null, signing: null, error: null, notice: null, polls: 0 } as const;
let pollTimer: ReturnType<typeof setTimeout> | null = null;
let popupWatch: ReturnType<typeof setInterval> | null = null;
let inFlight: Promise<void> | null = null;

function stopTimers() {
  if (pollTimer) clearTimeout(pollTimer);
  if (popupWatch) clearInterval(popupWatch);
  pollTimer = null;
  popupWatch = null;
}

export const useContractStore = create<ContractState>((set, get) => {
  async function checkStatus(gateway: ContractGateway): Promise<void> {
    const { signatureId } = get();
    if (!signatureId || get().phase !== 'signing') return;
    try {
      const status = await gateway.status(signatureId);
      if (get().phase !== 'signing') return;
      const polls = get().polls + 1;
      set({ polls });
      if (status === 'signed') {
        stopTimers();
        set({ phase: 'signed', error: null, notice: null });
      } else if (status === 'declined' || status === 'expired') {
        stopTimers();
        set({ phase: 'error', error: CONTRACT_OUTCOME_MESSAGES[status], notice: null });
      } else if (!shouldPollAgain(polls, status)) {
        stopTimers();
        set({ phase: 'error', error: CONTRACT_OUTCOME_MESSAGES.pollingTimedOut });
      }
    } catch {
      stopTimers();
      set({ phase: 'error', error: CONTRACT_MESSAGES.pollingError });
    }
  }

  function schedulePoll(gateway: ContractGateway) {
    if (pollTimer) clearTimeout(pollTimer);
    pollTimer = setTimeout(() => {
      void checkStatus(gateway).then(() => {
        if (get().phase === 'signing') schedulePoll(gateway);
      });
    }, CONTRACT_POLL_INTERVAL_MS);
  }

  /** A closed window is a cue to look at once, never the answer: polling goes on until the status is final. */
  function signerClosed(gateway: ContractGateway) {
    void checkStatus(gateway).then(() => {
      if (get().phase === 'signing') set({ notice: CONTRACT_OUTCOME_MESSAGES.signingWindowClosed });
    });
  }

  function startSigning(gateway: ContractGateway) {
    stopTimers();
    set({ phase: 'signing', error: null, notice: null, polls: 0 });
    schedulePoll(gateway);
  }

  async function openEmbedded(gateway: ContractGateway, embedded: EmbeddedSigner, signatureId: string) {
    startSigning(gateway);
    try {
      const { signUrl, signing } = await gateway.signUrl(signatureId);
      if (signing.mode !== 'embedded') throw new Error('The signer is no longer embedded');
      await embedded.open(signUrl, signing, {
        onSign: () => void checkStatus(gateway),
        onDecline: () => void checkStatus(gateway),
        onClose: () => signerClosed(gateway),
        onError: () => set({ notice: CONTRACT_MESSAGES.noSignUrl }),
      });
    } catch {
      // Refused (signed or declined meanwhile, or expired) or the provider is down: the status read tells which.
      await checkStatus(gateway);
      if (get().phase === 'signing') set({ notice: CONTRACT_MESSAGES.noSignUrl });
    }
  }

  function openPopup(gateway: ContractGateway, open: PopupOpener, signUrl: string) {
    const popup = open(onOwnOrigin(signUrl));
    if (!popup || popup.closed) {
      set({ error: CONTRACT_MESSAGES.popupBlocked });
      return;
    }
    popup.focus();
    startSigning(gateway);
    popupWatch = setInterval(() => {
      if (!popup.closed) return;
      if (popupWatch) clearInterval(popupWatch);
      popupWatch = null;
      signerClosed(gateway);
    }, 500);
  }

  async function createOrResume(gateway: ContractGateway, signer: Signer): Promise<void> {
    stopTimers();
    set({ phase: 'creating', error: null, notice: null, polls: 0 });
    try {
      const current = await gateway.current();
      set({ signing: current.signing });
      if (current.status === 'signed') {
        set({ phase: 'signed', signatureId: current.signatureId, signUrl: null });
        return;
      }
      // A provider's link is asked for when signing opens, so an awaiting request resumes without one.
      if (current.status === 'awaiting_signature' && (current.signUrl || current.signing.mode === 'embedded')) {
        set({ phase: 'ready', signatureId: current.signatureId, signUrl: current.signUrl });
        return;
      }
    } catch {
      set({ phase: 'error', error: CONTRACT_MESSAGES.initialisationError });
      return;
    }
    try {
      const created = await gateway.create(signer);
      if (!created.signUrl) {
        set({ phase: 'error', signatureId: created.id, error: CONTRACT_MESSAGES.noSignUrl });
        return;
      }
      set({ phase: 'ready', signatureId: created.id, signUrl: created.signUrl, signing: created.signing });
    } catch (error) {
      set({ phase: 'error', error: contractCreationMessage(error instanceof ApiError ? error.status : null) });
    }
  }

  return {
    ...initial,
    async init(gateway, signer) {
      if (inFlight) {
        set({ notice: CONTRACT_MESSAGES.creationInFlight });
        return inFlight;
      }
      inFlight = createOrResume(gateway, signer).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    openSigning(gateway, surfaces) {
      const { signUrl, signatureId, signing } = get();
      if (signing?.mode === 'embedded' && signatureId) return void openEmbedded(gateway, surfaces.embedded, signatureId);
      if (!signUrl) return set({ phase: 'error', error: CONTRACT_MESSAGES.noSignUrl });
      openPopup(gateway, surfaces.open, signUrl);
    },
    reset() {
      stopTimers();
      inFlight = null;
      set({ ...initial });
    },
  };
});
