import { extensionOf, MEGABYTE, type FileFacts } from './file-size';
import { FILE_MESSAGES } from './files.messages';

// spec: public flow §5 Audio, §9.
export const AUDIO_MAX_MB = 200;
export const AUDIO_MAX_BYTES = AUDIO_MAX_MB * MEGABYTE;
export const WAV_MIME_TYPES = ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'] as const;
/** Safari may report a WAV file with an empty type or as octet-stream. */
export const SAFARI_LENIENT_TYPES = ['', 'application/octet-stream'] as const;

export function isSafari(browser: string): boolean {
  return /safari/i.test(browser) && !/chrom(e|ium)|android/i.test(browser);
}

export function isWavFile(file: Pick<FileFacts, 'name' | 'type'>, browser: string): boolean {
  const type = file.type.toLowerCase();
  if (extensionOf(file.name) === 'wav') return true;
  if ((WAV_MIME_TYPES as readonly string[]).includes(type)) return true;
  return isSafari(browser) && (SAFARI_LENIENT_TYPES as readonly string[]).includes(type);
}

/** The wizard's track upload rule: WAV, at most 200 MB. null when accepted. */
export function audioFileProblem(file: FileFacts, browser: string): string | null {
  if (!isWavFile(file, browser)) return FILE_MESSAGES.invalidWav(file.type || 'unknown', browser);
  if (file.size > AUDIO_MAX_BYTES) return FILE_MESSAGES.fileTooLarge(AUDIO_MAX_MB);
  return null;
}
