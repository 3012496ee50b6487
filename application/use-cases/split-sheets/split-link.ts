import { SPLIT_SHEET_MESSAGES } from '../../../domain/split-sheets';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';
import type { SplitConsentRecord, SplitLinkRecord, SplitSheetRepository } from '../../ports/split-sheet.repository.port';
import { SplitLinkError } from './split-sheets.errors';
import type { SplitSheetsPorts } from './split-sheets.ports';

export interface OpenedLink {
  link: SplitLinkRecord;
  consents: SplitConsentRecord[];
}

/**
 * The link a collaborator's token names, or undefined. Tokens are base64url; anything else (or absurdly long) cannot
 * be one and is not worth a digest and a query.
 */
export async function findSplitLink(
  deps: { splitSheets: Pick<SplitSheetRepository, 'findLink'>; tokens: Pick<OpaqueTokens, 'digest'> },
  token: string,
): Promise<SplitLinkRecord | undefined> {
  return /^[A-Za-z0-9_-]{16,128}$/.test(token) ? deps.splitSheets.findLink(deps.tokens.digest(token)) : undefined;
}

/**
 * The person and release behind a collaborator's token, with their consents on the release's current sheets (so an
 * old link shows the newest version). Unknown → 404; expired while something is unanswered → 410.
 */
export async function openSplitLink(deps: Pick<SplitSheetsPorts, 'splitSheets' | 'tokens' | 'clock'>, token: string): Promise<OpenedLink> {
  const link = await findSplitLink(deps, token);
  if (!link) throw new SplitLinkError(SPLIT_SHEET_MESSAGES.linkInvalid, 'not_found');
  const consents = await deps.splitSheets.consents(link.submissionId, link.email);
  if (consents.length === 0) throw new SplitLinkError(SPLIT_SHEET_MESSAGES.linkInvalid, 'not_found');
  const settled = consents.every((c) => c.state === 'agreed' || c.state === 'declined');
  const expired = consents.some((c) => c.state === 'expired') || deps.clock.now() >= link.expiresAt;
  if (expired && !settled) throw new SplitLinkError(SPLIT_SHEET_MESSAGES.linkExpired, 'gone');
  return { link, consents };
}
