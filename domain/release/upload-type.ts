// spec: public flow §2.4 Step 2 Upload type.
export const UPLOAD_TYPES = ['new-music', 'transfer', 'both'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export const UPLOAD_TYPE_LABELS: Readonly<Record<UploadType, string>> = {
  'new-music': 'Release New Music',
  transfer: 'Transfer Existing',
  both: 'Both Options',
};
/** The label of a stored upload type; an unknown or empty one shows as a dash. */
export function uploadTypeDisplay(type: string | null | undefined): string {
  return (UPLOAD_TYPES as readonly string[]).includes(type ?? '') ? UPLOAD_TYPE_LABELS[type as UploadType] : '—';
}
export const TRANSFER_DESCRIPTION = 'Move from distributor';

export function includesNewMusic(type: UploadType | string | null | undefined): boolean {
  return type === 'new-music' || type === 'both';
}

export function includesTransfer(type: UploadType | null | undefined): boolean {
  return type === 'transfer' || type === 'both';
}
