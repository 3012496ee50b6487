import type { EnvReader } from './env-reader';

/** Where Dropbox Sign serves its embedded signer (the sign_url's origin). */
export const DROPBOX_SIGN_FRAME_ORIGINS = ['https://app.hellosign.com'];

/** A space- or comma-separated list of http(s) origins; each entry must be an origin alone (no path). */
export function readOrigins(read: EnvReader, name: string, fallback: string[]): string[] {
  const raw = read.optional(name);
  if (raw === undefined) return fallback;
  const origins: string[] = [];
  for (const entry of raw.split(/[\s,]+/).filter(Boolean)) {
    let origin: string | undefined;
    try {
      const url = new URL(entry);
      if (['http:', 'https:'].includes(url.protocol) && url.origin === entry.replace(/\/$/, '')) origin = url.origin;
    } catch {
      origin = undefined;
    }
    if (origin) origins.push(origin);
    else read.problems.push(`${name} must list http(s) origins such as https://app.hellosign.com (got '${entry}')`);
  }
  return origins;
}
