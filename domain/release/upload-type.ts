// spec: public flow §2.4 Step 2 Upload type.
export const UPLOAD_TYPES = ['new-music', 'transfer', 'both'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export const UPLOAD_TYPE_LABELS: Readonly<Record<UploadType, string>> = {
  'new-music': 'Release New Music',
  transfer: 'Transfer Existing',
  both: 'Both Options',
};
export const TRANSFER_DESCRIPTION = 'Move from distributor';

export function includesNewMusic(type: UploadType | null | undefined): boolean {
  return type === 'new-music' || type === 'both';
}

export function includesTransfer(type: UploadType | null | undefined): boolean {
  return type === 'transfer' || type === 'both';
}
