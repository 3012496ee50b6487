import type { DraftCaller } from '../../application/use-cases/drafts/draft-access';
import type { RequestWithPrincipal } from '../common/access/principal';

export const DRAFT_TOKEN = 'x-draft-token';
const EXTRA_KEY = /^[A-Za-z][A-Za-z0-9]{0,63}$/;

/** The signed-in artist, or the holder of an anonymous draft's resume token. */
export function callerOf(req: RequestWithPrincipal, resumeToken: string | undefined): DraftCaller {
  return { artistId: req.principal?.role === 'artist' ? req.principal.id : null, resumeToken: resumeToken?.slice(0, 200) || null };
}

/** Only short, flat web choices are kept beside the answers. */
export function cleanExtras(extras: Record<string, unknown>): Record<string, string | number | boolean | null> {
  const kept = Object.entries(extras)
    .filter(
      ([key, value]) =>
        EXTRA_KEY.test(key) && (value === null || ['number', 'boolean'].includes(typeof value) || typeof value === 'string'),
    )
    .slice(0, 40)
    .map(([key, value]) => [key, typeof value === 'string' ? value.slice(0, 2000) : value]);
  return Object.fromEntries(kept) as Record<string, string | number | boolean | null>;
}
