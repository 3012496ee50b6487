import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { withoutInvisibleCharacters } from '@domain/shared';
import { emptyForm, persistableFields, type FileSlot, type SubmissionForm, type TrackDraft } from './submission-form.model';
import { onClientReset } from './reset-client-stores';
import { FORM_SESSION_KEY } from './storage-keys';

/** Typed text keeps no invisible characters, as the API stores it (domain/shared text-safety). */
function visible<T extends object>(changes: T): T {
  const entries = Object.entries(changes).map(([key, value]) => [
    key,
    typeof value === 'string' ? withoutInvisibleCharacters(value) : value,
  ]);
  return Object.fromEntries(entries) as T;
}

interface SubmissionFormState {
  form: SubmissionForm;
  patch(changes: Partial<SubmissionForm>): void;
  /** Applies a pure change (usually a domain function) to the whole form. */
  update(change: (form: SubmissionForm) => SubmissionForm): void;
  patchTrack(id: string, changes: Partial<TrackDraft> | ((track: TrackDraft) => TrackDraft)): void;
  patchTrackFile(id: string, slot: 'audio' | 'customArtwork', changes: Partial<FileSlot>): void;
  patchArtwork(changes: Partial<FileSlot>): void;
  reset(): void;
}

export const useSubmissionFormStore = create<SubmissionFormState>()(
  persist(
    (set) => ({
      form: emptyForm(new Date()),
      patch: (changes) => set((s) => ({ form: { ...s.form, ...visible(changes) } })),
      update: (change) => set((s) => ({ form: change(s.form) })),
      patchTrack: (id, changes) =>
        set((s) => ({
          form: {
            ...s.form,
            tracks: s.form.tracks.map((t) =>
              t.id !== id ? t : typeof changes === 'function' ? changes(t) : { ...t, ...visible(changes) },
            ),
          },
        })),
      patchTrackFile: (id, slot, changes) =>
        set((s) => ({
          form: { ...s.form, tracks: s.form.tracks.map((t) => (t.id === id ? { ...t, [slot]: { ...t[slot], ...changes } } : t)) },
        })),
      patchArtwork: (changes) => set((s) => ({ form: { ...s.form, artwork: { ...s.form.artwork, ...changes } } })),
      reset: () => set({ form: emptyForm(new Date()) }),
    }),
    {
      name: FORM_SESSION_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ form: persistableFields(s.form) }),
      merge: (persisted, current) => {
        const saved = (persisted as { form?: Partial<SubmissionForm> } | undefined)?.form;
        return saved ? { ...current, form: { ...current.form, ...saved } } : current;
      },
    },
  ),
);

export const selectForm = (s: SubmissionFormState) => s.form;

onClientReset(() => useSubmissionFormStore.getState().reset());
