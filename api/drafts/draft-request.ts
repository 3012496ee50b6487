import { randomBytes } from 'node:crypto';
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { DraftCaller } from '../../application/use-cases/drafts/draft-access';
import type { RequestWithPrincipal } from '../common/access/principal';

/** The header that carries an anonymous draft's resume token. */
export const DRAFT_TOKEN = 'x-draft-token';
const EXTRA_KEY = /^[A-Za-z][A-Za-z0-9]{0,63}$/;

function callerOf(req: RequestWithPrincipal): DraftCaller {
  const resumeToken = req.headers[DRAFT_TOKEN];
  return {
    artistId: req.principal?.role === 'artist' ? req.principal.id : null,
    resumeToken: typeof resumeToken === 'string' ? resumeToken.slice(0, 200) || null : null,
  };
}

/** Who asks for a draft: the signed-in artist, and the resume token the browser holds (optional, so not a documented header of its own). */
export const Caller = createParamDecorator((_: unknown, context: ExecutionContext): DraftCaller =>
  callerOf(context.switchToHttp().getRequest<RequestWithPrincipal>()),
);

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

export const newFormSessionId = (): string => randomBytes(18).toString('base64url');
