import { Param, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ReleaseSplitSheetsUseCase } from '../../application/use-cases/split-sheets/release-split-sheets.use-case';
import { SplitSheetPdfUseCase } from '../../application/use-cases/split-sheets/split-sheet-pdf.use-case';
import { SUBMISSION_NOT_FOUND } from '../../application/use-cases/profile/profile.errors';
import type { ReleaseSplitSheetsResponse } from '../../wire/split-sheet.wire';
import type { RequestWithPrincipal } from '../common/access/principal';
import { ArtistController } from '../common/controller-kinds.decorators';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';
import { ReleaseSplitSheetsRoute, SignedSplitSheetRoute } from './split-sheets.routes';
import { submissionId } from '../review-desk/submission-id.param';
import { sendPdf } from './served-file';

/** The artist's view of their release's split sheets: who agreed, who declined and why, and the signed PDFs. */
@ArtistController('artist portal', 'profile/submissions/:id/split-sheets')
export class ArtistSplitSheetsController {
  constructor(
    private readonly sheets: ReleaseSplitSheetsUseCase,
    private readonly pdf: SplitSheetPdfUseCase,
  ) {}

  @ReleaseSplitSheetsRoute({
    summary: 'Where the split sheets of the artist’s own release stand',
  })
  async list(@Req() req: RequestWithPrincipal, @submissionId() id: string): Promise<ReleaseSplitSheetsResponse> {
    return { success: true, ...(await this.sheets.forArtist(req.principal!.id, id)) };
  }

  @SignedSplitSheetRoute(
    'A signed split sheet of the artist’s own release (PDF)',
    'Not the artist’s release, no such share, or nothing signed yet',
  )
  async signedPdf(
    @Req() req: RequestWithPrincipal,
    @submissionId() id: string,
    @Param('consentId', uuidOrNotFound(SUBMISSION_NOT_FOUND)) consent: string,
    @Res() res: Response,
  ): Promise<void> {
    await this.sheets.forArtist(req.principal!.id, id);
    sendPdf(res, await this.pdf.forConsent(id, consent), 'split-sheet.pdf');
  }
}
