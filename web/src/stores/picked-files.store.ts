import { create } from 'zustand';
import { onClientReset } from './reset-client-stores';

/** Files the artist picked, by slot key ('audio:<trackId>', 'artwork', 'custom:<trackId>'). Never persisted. */
interface PickedFilesState {
  files: Record<string, File>;
  put(key: string, file: File): void;
  remove(key: string): void;
  reset(): void;
}

export const usePickedFilesStore = create<PickedFilesState>((set) => ({
  files: {},
  put: (key, file) => set((s) => ({ files: { ...s.files, [key]: file } })),
  remove: (key) =>
    set((s) => {
      const files = { ...s.files };
      delete files[key];
      return { files };
    }),
  reset: () => set({ files: {} }),
}));

export const fileKey = {
  audio: (trackId: string) => `audio:${trackId}`,
  artwork: 'artwork',
  custom: (trackId: string) => `custom:${trackId}`,
} as const;

onClientReset(() => usePickedFilesStore.getState().reset());
