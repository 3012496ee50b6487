import { create } from 'zustand';
import type { PinnedNoteView } from '../../../contracts';

interface PinnedNotesState {
  /** The notes staff pinned to fields of the release being reworked (empty for a new release). */
  notes: PinnedNoteView[];
  set(notes: PinnedNoteView[]): void;
}

export const usePinnedNotesStore = create<PinnedNotesState>((set) => ({
  notes: [],
  set: (notes) => set({ notes }),
}));
