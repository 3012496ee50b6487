import { SPLIT_SHEET_MESSAGES } from '../../../domain/split-sheets';
import type { SplitConsentRecord, SplitLinkRecord } from '../../ports/split-sheet.repository.port';
import { SplitLinkError } from './split-sheets.errors';
import type { SplitSheetsPorts } from './split-sheets.ports';

export interface OpenedLink {
  link: SplitLinkRecord;
  consents: SplitConsentRecord[];
}

/**
 * The person and release behind a collaborator's token, with their consents on the release's current sheets (so an
 * old link shows the newest version). Unknown → 404; expired while something is unanswered → 410.
 */
export async function openSplitLink(deps: Pick<SplitSheetsPorts, 'splitSheets' | 'tokens' | 'clock'>, token: string): Promise<OpenedLink> {
  const link = /^[A-Za-z0-9_-]{16,128}$/.test(token) ? await deps.splitSheets.findLink(deps.tokens.digest(token)) : undefined;
  if (!link) throw new SplitLinkError(SPLIT_SHEET_MESSAGES.linkInvalid, 'not_found');
  const consents = await deps.splitSheets.consents(link.submissionId, link.email);
  if (consents.length === 0) throw new SplitLinkError(SPLIT_SHEET_MESSAGES.linkInvalid, 'not_found');
  const settled = consents.every((c) => c.state === 'agreed' || c.state === 'declined');
  const expired = consents.some((c) => c.state === 'expired') || deps.clock.now() >= link.expiresAt;
  if (expired && !settled) throw new SplitLinkError(SPLIT_SHEET_MESSAGES.linkExpired, 'gone');
  return { link, consents };
}
