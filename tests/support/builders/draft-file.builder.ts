import type { DraftFile } from '../../../wire';

/** An audio file stored on a draft, as the draft lists it: 'harbour.wav', served at its own URL, not yet checked. */
export function aDraftFile(overrides: Partial<DraftFile> = {}): DraftFile {
  const fileId = overrides.fileId ?? 'f1';
  return {
    fileId,
    fileName: 'harbour.wav',
    kind: 'audio',
    size: 64,
    sha256: null,
    trackTitle: null,
    url: `/api/files/${fileId}`,
    quality: null,
    duplicateOf: null,
    ...overrides,
  };
}
