import { Body, Param, Req, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ReleaseSplitSheetsUseCase } from '../../application/use-cases/split-sheets/release-split-sheets.use-case';
import { SplitSheetPdfUseCase } from '../../application/use-cases/split-sheets/split-sheet-pdf.use-case';
import { StaffSplitActionsUseCase } from '../../application/use-cases/split-sheets/staff-split-actions.use-case';
import type { ReleaseSplitSheetsResponse } from '../../wire/split-sheet.wire';
import { SPLIT_SHEET_MESSAGES } from '../../domain/split-sheets';
import type { RequestWithPrincipal } from '../common/access/principal';
import { StaffController } from '../common/controller-kinds.decorators';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';
import { Route } from '../common/route.decorators';
import { ReleaseSplitSheetsRoute, SignedSplitSheetRoute } from './split-sheets.routes';
import { submissionId } from '../review-desk/submission-id.param';
import { AgreedOfflineDto } from './split-sheets.dto';
import { sendPdf } from './served-file';

const consentId = () => Param('consentId', uuidOrNotFound('No such share on this release'));

/** The desk's splits panel: per track and person where it stands; Resend; agreed offline; the signed PDFs. */
@StaffController('split sheets (staff)', 'review-desk/submissions/:id/split-sheets')
export class StaffSplitSheetsController {
  constructor(
    private readonly sheets: ReleaseSplitSheetsUseCase,
    private readonly actions: StaffSplitActionsUseCase,
    private readonly pdf: SplitSheetPdfUseCase,
  ) {}

  @ReleaseSplitSheetsRoute({
    summary: 'The release’s split sheets and every consent (asked, opened, agreed, declined with reason, expired)',
  })
  async list(@submissionId() id: string): Promise<ReleaseSplitSheetsResponse> {
    return { success: true, ...(await this.sheets.view(id)) };
  }

  @Route('POST', ':consentId/resend', 'Acknowledgement', {
    summary: 'Mail the person a new private link and ask them anew',
    refuses: { 404: 'No such share on this release', 409: SPLIT_SHEET_MESSAGES.alreadyAnswered },
  })
  async resend(@submissionId() id: string, @consentId() consent: string): Promise<{ success: true }> {
    await this.actions.resend(id, consent);
    return { success: true };
  }

  @Route('POST', ':consentId/agreed-offline', 'Acknowledgement', {
    summary: 'Mark one share agreed offline, with a note (your name goes on the timeline)',
    refuses: { 400: SPLIT_SHEET_MESSAGES.noteRequired, 404: 'No such share on this release', 409: SPLIT_SHEET_MESSAGES.alreadyAnswered },
  })
  async agreedOffline(
    @submissionId() id: string,
    @consentId() consent: string,
    @Body() body: AgreedOfflineDto,
    @Req() req: RequestWithPrincipal,
  ): Promise<{ success: true }> {
    await this.actions.markAgreedOffline(id, consent, req.principal!, body.note);
    return { success: true };
  }

  @SignedSplitSheetRoute('The person’s signed split sheet (PDF naming each ISRC and audio SHA-256)', 'No such share, or nothing signed yet')
  async signedPdf(@submissionId() id: string, @consentId() consent: string, @Res() res: Response): Promise<void> {
    sendPdf(res, await this.pdf.forConsent(id, consent), 'split-sheet.pdf');
  }
}
