import { create } from 'zustand';
import { onClientReset } from './reset-client-stores';
import { DRAFT_POINTER_KEY } from './storage-keys';

/**
 * opening: asking the server; saved/saving: in step with it; conflict: another window saved; offline: kept in this tab
 * only (the server could not be reached); refused: the server turned the save down (`problem` says why).
 */
export type DraftSyncStatus = 'opening' | 'saved' | 'saving' | 'unsaved' | 'conflict' | 'offline' | 'refused';

interface DraftState {
  id: string | null;
  /** The resume token of an anonymous draft (none when the signed-in owner has it). */
  token: string | null;
  revision: number;
  status: DraftSyncStatus;
  savedAt: string | null;
  /** The server's reason when it refused the last save. */
  problem: string | null;
  set(changes: Partial<Omit<DraftState, 'set' | 'reset'>>): void;
  reset(): void;
}

const initial = { id: null, token: null, revision: 0, status: 'opening' as DraftSyncStatus, savedAt: null, problem: null };

export const useDraftStore = create<DraftState>((set) => ({
  ...initial,
  set: (changes) => set(changes),
  reset: () => set(initial),
}));

/** Which draft this browser works on, so a reload or a new tab finds it again. */
export function readDraftPointer(): { id: string; token: string | null } | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(DRAFT_POINTER_KEY) ?? 'null') as { id?: unknown; token?: unknown } | null;
    return parsed && typeof parsed.id === 'string'
      ? { id: parsed.id, token: typeof parsed.token === 'string' ? parsed.token : null }
      : null;
  } catch {
    return null;
  }
}

export function writeDraftPointer(pointer: { id: string; token: string | null } | null): void {
  try {
    if (pointer) localStorage.setItem(DRAFT_POINTER_KEY, JSON.stringify(pointer));
    else localStorage.removeItem(DRAFT_POINTER_KEY);
  } catch {
    // Private mode without storage: the finish-later link still leads back.
  }
}

onClientReset(() => useDraftStore.getState().reset());
