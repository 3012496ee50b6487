import { extensionOf, MEGABYTE, type FileFacts } from './file-size';
import { FILE_MESSAGES } from './files.messages';

// spec: public flow §5 Artwork. Two readings (20 MB / 25 MB): we take the wizard's 25 MB everywhere
// (one rule, one place; see domain/README.md).
export const ARTWORK_MAX_MB = 25;
export const ARTWORK_MAX_BYTES = ARTWORK_MAX_MB * MEGABYTE;
export const JPEG_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/pjpeg'] as const;
export const JPEG_EXTENSIONS = ['jpg', 'jpeg'] as const;

export function isJpegFile(file: Pick<FileFacts, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if ((JPEG_MIME_TYPES as readonly string[]).includes(type)) return true;
  // An empty type (some browsers, some uploads) falls back to the extension.
  return type === '' && (JPEG_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

/** Artwork and custom single artwork: JPEG/JPG up to 25 MB. null when accepted. */
export function artworkFileProblem(file: FileFacts): string | null {
  if (!isJpegFile(file)) return FILE_MESSAGES.invalidJpeg;
  if (file.size > ARTWORK_MAX_BYTES) return FILE_MESSAGES.fileTooLarge(ARTWORK_MAX_MB);
  return null;
}
