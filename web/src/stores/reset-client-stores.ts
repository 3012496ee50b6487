import { useContractStore } from './contract.store';
import { useDraftStore, writeDraftPointer } from './draft.store';
import { usePickedFilesStore } from './picked-files.store';
import { useSubmissionFormStore } from './submission-form.store';
import { useSubmissionModeStore } from './submission-mode.store';
import { useWizardStore } from './wizard.store';

/** Forgets everything one signed-in person left in the tab, so the next one starts clean. */
export function resetClientStores(): void {
  useContractStore.getState().reset();
  useDraftStore.getState().reset();
  writeDraftPointer(null);
  usePickedFilesStore.getState().reset();
  useSubmissionFormStore.getState().reset();
  useSubmissionModeStore.getState().reset();
  useWizardStore.getState().reset();
}
