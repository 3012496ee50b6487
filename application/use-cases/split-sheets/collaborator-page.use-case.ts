import type { SplitSheetPage } from '../../../wire/split-sheet.wire';
import { submissionTitle } from '../../../domain/dashboard';
import { sheetDocumentText, type SplitSheet } from '../../../domain/split-sheets';
import { openSplitLink } from './split-link';
import type { SplitSheetsPorts } from './split-sheets.ports';

export type CollaboratorPageDeps = Pick<SplitSheetsPorts, 'splitSheets' | 'submissions' | 'tokens' | 'clock' | 'eSignature' | 'documents'>;

/** What a collaborator's link shows: their tracks' current sheets, their share and everyone's, and where they stand. */
export class CollaboratorPageUseCase {
  constructor(private readonly deps: CollaboratorPageDeps) {}

  async execute(token: string): Promise<SplitSheetPage> {
    const d = this.deps;
    const { link, consents } = await openSplitLink(d, token);
    await d.splitSheets.markOpened(link.submissionId, link.email, d.clock.now());
    const submission = await d.submissions.find(link.submissionId);
    const keys = new Set(consents.map((c) => c.trackKey));
    const sheets = (await d.splitSheets.currentSheets(link.submissionId)).filter((s) => keys.has(s.trackKey));
    const releaseTitle = submissionTitle(submission?.releaseTitle ?? '');
    const state = consents.some((c) => c.state === 'declined')
      ? 'declined'
      : consents.every((c) => c.state === 'agreed')
        ? 'agreed'
        : 'open';
    return {
      releaseTitle,
      artistName: submission?.artistName ?? '',
      person: { name: consents[0].name, email: link.email },
      state,
      documentSha256: documentHash((text) => d.documents.sha256(text), releaseTitle, sheets),
      signing: d.eSignature.signingClient.mode === 'embedded' ? 'embedded' : 'built-in',
      tracks: sheets.map((sheet) => {
        const mine = consents.find((c) => c.trackKey === sheet.trackKey);
        return {
          trackKey: sheet.trackKey,
          title: sheet.title,
          isrc: sheet.isrc,
          audioSha256: sheet.audioSha256,
          version: sheet.version,
          shares: sheet.shares.map((s) => ({ ...s, mine: s.email === link.email })),
          state: mine?.state ?? 'asked',
          answeredVersion: mine?.answeredVersion ?? null,
          answeredAt: mine?.answeredAt?.toISOString() ?? null,
          declineReason: mine?.declineReason ?? null,
        };
      }),
    };
  }
}

export function documentHash(sha256: (text: string) => string, releaseTitle: string, sheets: readonly SplitSheet[]): string {
  return sha256(sheetDocumentText(releaseTitle, sheets));
}
