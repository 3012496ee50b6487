import { create } from 'zustand';
import {
  CONTRACT_MESSAGES,
  CONTRACT_OUTCOME_MESSAGES,
  CONTRACT_POLL_INTERVAL_MS,
  contractCreationMessage,
  shouldPollAgain,
} from '../../../domain/contract';
import { ApiError } from '../gateway/api-error';
import type { ContractGateway } from '../gateway/contract.gateway';

export type ContractPhase = 'idle' | 'creating' | 'ready' | 'signing' | 'signed' | 'error';

export interface Signer {
  artistId: string;
  artistName: string;
  artistEmail: string;
}

/** A popup the store watches; window.open's answer. */
export type PopupOpener = (url: string) => Pick<Window, 'closed' | 'close' | 'focus'> | null;

interface ContractState {
  phase: ContractPhase;
  signatureId: string | null;
  signUrl: string | null;
  error: string | null;
  notice: string | null;
  polls: number;
  /** Finds the artist's current request or creates one (artist-portal §4 steps 1–2). */
  init(gateway: ContractGateway, signer: Signer): Promise<void>;
  /** Opens the signing window and polls every 5000 ms, at most 30 times (§4 steps 3–5). */
  openSigning(gateway: ContractGateway, open: PopupOpener): void;
  reset(): void;
}

const initial = { phase: 'idle', signatureId: null, signUrl: null, error: null, notice: null, polls: 0 } as const;
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
        set({ phase: 'error', error: CONTRACT_OUTCOME_MESSAGES[status] });
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
    pollTimer = setTimeout(() => {
      void checkStatus(gateway).then(() => {
        if (get().phase === 'signing') schedulePoll(gateway);
      });
    }, CONTRACT_POLL_INTERVAL_MS);
  }

  async function createOrResume(gateway: ContractGateway, signer: Signer): Promise<void> {
    stopTimers();
    set({ phase: 'creating', error: null, notice: null, polls: 0 });
    try {
      const current = await gateway.current();
      if (current.status === 'signed') {
        set({ phase: 'signed', signatureId: current.signatureId, signUrl: null });
        return;
      }
      if (current.status === 'awaiting_signature' && current.signUrl) {
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
      set({ phase: 'ready', signatureId: created.id, signUrl: created.signUrl });
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
    openSigning(gateway, open) {
      const { signUrl } = get();
      if (!signUrl) {
        set({ phase: 'error', error: CONTRACT_MESSAGES.noSignUrl });
        return;
      }
      const popup = open(signUrl);
      if (!popup || popup.closed) {
        set({ error: CONTRACT_MESSAGES.popupBlocked });
        return;
      }
      popup.focus();
      stopTimers();
      set({ phase: 'signing', error: null, notice: null, polls: 0 });
      schedulePoll(gateway);
      popupWatch = setInterval(() => {
        if (!popup.closed) return;
        if (popupWatch) clearInterval(popupWatch);
        popupWatch = null;
        // The popup closed: look once more at once, then go back to ready if it was not signed.
        void checkStatus(gateway).then(() => {
          if (get().phase !== 'signing') return;
          stopTimers();
          set({ phase: 'ready', notice: CONTRACT_OUTCOME_MESSAGES.popupClosed });
        });
      }, 500);
    },
    reset() {
      stopTimers();
      inFlight = null;
      set({ ...initial });
    },
  };
});
