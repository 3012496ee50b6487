import { create } from 'zustand';
import { onClientReset } from './reset-client-stores';

/** What signing looks like in this tab (client state only; the request and its status live in the query cache). */
interface AgreementState {
  /** The signing session opened last (a fresh status poll each), null before signing opens. */
  session: number | null;
  error: string | null;
  notice: string | null;
  set(changes: Partial<Pick<AgreementState, 'session' | 'error' | 'notice'>>): void;
  reset(): void;
}

const initial = { session: null, error: null, notice: null };

export const useAgreementStore = create<AgreementState>((set) => ({
  ...initial,
  set: (changes) => set(changes),
  reset: () => set(initial),
}));

onClientReset(() => useAgreementStore.getState().reset());
