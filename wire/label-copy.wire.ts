import type { LabelCopy, LabelCopyPatch } from '../domain/label-copy/label-copy';

/** PATCH /api/review-desk/submissions/:id/label-copy: only the values given change; tracks by 0-based position. */
export type LabelCopyCorrectionRequest = LabelCopyPatch;

/** What a blank value stands for: the release year (℗/© year) and the configured label name (owner, label name). */
export interface LabelCopyDefaults {
  year: number;
  labelName: string;
}

/** GET /api/review-desk/submissions/:id/label-copy: the values as stored (blank = the default) and the defaults. */
export interface LabelCopyResponse {
  success: true;
  labelCopy: LabelCopy;
  defaults: LabelCopyDefaults;
  /** Staff may correct it in the release's status (pending, changes requested, approved, live). */
  correctable: boolean;
}

/** PATCH's answer: the label copy as it now is, each correction in the timeline's words, and whether it goes out again. */
export interface LabelCopyCorrectionResponse extends LabelCopyResponse {
  corrections: string[];
  /** The release had been delivered (or queued): the corrected release is queued for delivery again. */
  redeliveryQueued: boolean;
  /** The stores that have the release, each sent an update with the correction (empty when none was queued). */
  updateQueuedTo: string[];
}
