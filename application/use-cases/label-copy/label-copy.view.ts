import type { LabelCopyResponse } from '../../../wire/label-copy.wire';
import { CORRECTABLE_STATUSES } from '../../../domain/label-copy';
import { normaliseStatus } from '../../../domain/status';
import type { StoredLabelCopy } from '../../ports/label-copy.repository.port';

/** The desk's view of the label copy: the stored values and what a blank one stands for. */
export function toLabelCopyResponse(stored: StoredLabelCopy, labelName: string): LabelCopyResponse {
  return {
    success: true,
    labelCopy: stored.labelCopy,
    defaults: { year: stored.releaseYear, labelName },
    correctable: CORRECTABLE_STATUSES.includes(normaliseStatus(stored.status) ?? ''),
  };
}
