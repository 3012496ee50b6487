import { submissionTitle } from '../../../domain/dashboard';
import { sheetDocumentText } from '../../../domain/split-sheets';
import { AppError } from '../../errors/app-error';
import type { SplitConsentRecord } from '../../ports/split-sheet.repository.port';
import { openSplitLink } from './split-link';
import type { SplitSheetsPorts } from './split-sheets.ports';

export type SplitSheetPdfDeps = Pick<SplitSheetsPorts, 'splitSheets' | 'submissions' | 'tokens' | 'clock' | 'documents'>;

const NOT_SIGNED = 'No signed split sheet here yet';

/** A person's signed split sheet as PDF: each track's ISRC, its audio's SHA-256, every share and their signature. */
export class SplitSheetPdfUseCase {
  constructor(private readonly deps: SplitSheetPdfDeps) {}

  /** Staff and the release's artist: one person's signed sheet of the release, by one of their consents. */
  async forConsent(submissionId: string, consentId: string): Promise<Buffer> {
    const consents = await this.deps.splitSheets.consents(submissionId);
    const consent = consents.find((c) => c.id === consentId);
    if (!consent) throw new AppError('not_found', NOT_SIGNED);
    return this.render(
      submissionId,
      consents.filter((c) => c.email === consent.email),
    );
  }

  /** The signer, through their own link. */
  async forLink(token: string): Promise<Buffer> {
    const { link, consents } = await openSplitLink(this.deps, token);
    return this.render(link.submissionId, consents);
  }

  private async render(submissionId: string, mine: SplitConsentRecord[]): Promise<Buffer> {
    const signed = mine.filter((c) => c.state === 'agreed');
    const first = signed[0];
    if (!first) throw new AppError('not_found', NOT_SIGNED);
    const submission = await this.deps.submissions.find(submissionId);
    const title = submissionTitle(submission?.releaseTitle ?? '');
    // The ISRC is assigned on approval, after the sheet was drawn: the PDF names the track's ISRC as it is now.
    const isrcOf = (key: string) => submission?.tracks.find((t, i) => (t.clientId || `track-${i + 1}`) === key)?.isrc ?? null;
    const sheets = (await this.deps.splitSheets.currentSheets(submissionId))
      .filter((s) => signed.some((c) => c.trackKey === s.trackKey))
      .map((s) => ({ ...s, isrc: s.isrc ?? isrcOf(s.trackKey) }));
    const agreements = signed.map(
      (c) =>
        `${sheets.find((s) => s.trackKey === c.trackKey)?.title ?? c.trackKey}: agreed to version ${c.answeredVersion ?? c.sheetVersion}` +
        (c.offlineNote ? ` (offline, recorded by ${c.markedBy}: ${c.offlineNote})` : ''),
    );
    const rendered = await this.deps.documents.renderSigned({
      title: `Split sheet — ${title}`,
      documentText: `${sheetDocumentText(title, sheets)}\n\n${agreements.join('\n')}`,
      documentSha256: first.documentSha256 ?? 'recorded offline',
      signedName: first.signedName ?? first.name,
      signerEmail: first.email,
      signedAt: first.answeredAt ?? this.deps.clock.now(),
      ip: first.signerIp ?? 'n/a',
      userAgent: first.signerUserAgent ?? 'n/a',
      requestId: first.id,
    });
    return rendered.bytes;
  }
}
