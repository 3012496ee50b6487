import { create } from 'zustand';
import type { PinnedNoteView } from '@wire';

interface PinnedNotesState {
  /** The notes staff pinned to fields of the release being reworked (empty for a new release). */
  notes: PinnedNoteView[];
  /** The release being reworked, which answers to the notes go to (null for a new release). */
  submissionId: string | null;
  set(notes: PinnedNoteView[], submissionId?: string | null): void;
}

export const usePinnedNotesStore = create<PinnedNotesState>((set) => ({
  notes: [],
  submissionId: null,
  set: (notes, submissionId = null) => set({ notes, submissionId }),
}));
