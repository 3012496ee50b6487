import { useWizardStore } from '../../../stores/wizard.store';
import type { FileSlot } from '../../../stores/submission-form.model';

/**
 * Where the wizard shows a stored upload it holds no picked file for (after a reload): the server's copy, for the
 * form session that uploaded it (an <img> or <audio> sends no headers, so the session goes in the query). Null when
 * the slot holds no stored file.
 */
export function useStoredFileView(slot: FileSlot): string | null {
  const formSession = useWizardStore((s) => s.formSession);
  if (slot.state !== 'uploaded' || !slot.url) return null;
  if (!formSession) return slot.url;
  return `${slot.url}${slot.url.includes('?') ? '&' : '?'}session=${encodeURIComponent(formSession)}`;
}
