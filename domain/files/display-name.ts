import { withoutInvisibleCharacters } from '../shared/text-safety';

// The artist's file name is display metadata only: never a path, never a storage key.
export const DISPLAY_NAME_MAX_LENGTH = 120;
const FALLBACK_NAME = 'file';

/** Last path segment, no control/format characters or NULs, no leading dots, at most 120 characters (extension kept). */
export function sanitiseDisplayName(raw: string | null | undefined): string {
  const lastSegment = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = withoutInvisibleCharacters(lastSegment.normalize('NFC'))
    .replace(/%00|\p{Cc}/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned === '') return FALLBACK_NAME;
  if (cleaned.length <= DISPLAY_NAME_MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, DISPLAY_NAME_MAX_LENGTH - extension.length) + extension;
}

/** A folder name for an artist: lower-case letters, digits and dashes only, never empty. */
export function artistFolderName(artistName: string | null | undefined): string {
  const slug = (artistName ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug === '' ? 'unknown-artist' : slug;
}
