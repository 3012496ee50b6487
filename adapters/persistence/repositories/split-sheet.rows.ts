import type { SplitConsentRecord } from '../../../application/ports/split-sheet.repository.port';
import type { SplitSheet } from '../../../domain/split-sheets';
import { splitConsents, splitSheets } from '../schema';

export const consentColumns = {
  id: splitConsents.id,
  submissionId: splitConsents.submissionId,
  trackKey: splitSheets.trackKey,
  sheetVersion: splitSheets.version,
  email: splitConsents.email,
  name: splitConsents.name,
  state: splitConsents.state,
  answeredVersion: splitConsents.answeredVersion,
  askedAt: splitConsents.askedAt,
  openedAt: splitConsents.openedAt,
  answeredAt: splitConsents.answeredAt,
  declineReason: splitConsents.declineReason,
  signedName: splitConsents.signedName,
  signerIp: splitConsents.signerIp,
  signerUserAgent: splitConsents.signerUserAgent,
  documentSha256: splitConsents.documentSha256,
  offlineNote: splitConsents.offlineNote,
  markedBy: splitConsents.markedBy,
};

export function toSheet(row: typeof splitSheets.$inferSelect): SplitSheet {
  const { trackKey, position, title, isrc, audioSha256, version, shares } = row;
  return { trackKey, position, title, isrc, audioSha256, version, shares };
}

/** An earlier consent as the next version keeps it: its state and answer, the version it answered included. */
export function carriedConsent(before: SplitConsentRecord) {
  return {
    state: before.state,
    answeredVersion: before.answeredVersion,
    askedAt: before.askedAt,
    openedAt: before.openedAt,
    answeredAt: before.answeredAt,
    declineReason: before.declineReason,
    signedName: before.signedName,
    signerIp: before.signerIp,
    signerUserAgent: before.signerUserAgent,
    documentSha256: before.documentSha256,
    offlineNote: before.offlineNote,
    markedBy: before.markedBy,
  };
}
