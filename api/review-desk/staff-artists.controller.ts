import { Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import type { ResendSignInCodeResponse, StaffArtistsQuery, StaffArtistsResponse } from '../../wire';
import { SignedAgreementPdfUseCase } from '../../application/use-cases/agreements/signed-agreement-pdf.use-case';
import { ListStaffArtistsUseCase } from '../../application/use-cases/review-desk/list-staff-artists.use-case';
import { ARTIST_NOT_FOUND, ResendSignInCodeUseCase } from '../../application/use-cases/identity/resend-sign-in-code.use-case';
import { ApiBinaryOk, ApiErrorResponse, ApiNotFoundError } from '../common/http/api-error-responses.decorator';
import { AppError } from '../../application/errors/app-error';
import { QueryInt, QueryText } from '../common/http/query-fields';
import { toStaffArtist } from './review-desk.wire';
import { StaffController } from '../common/controller-kinds.decorators';
import { artistIdOrNotFound } from '../common/http/artist-id-or-not-found.pipe';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';
import { Route } from '../common/route.decorators';

const AGREEMENT_NOT_FOUND = 'No signed agreement with this id for this artist';

export class StaffArtistsQueryDto implements StaffArtistsQuery {
  @QueryText(100, 'Text on artist name, artist ID and email') q?: string;
  @QueryInt(1, 200, 'Page size, 1 to 200 (default 50)') limit?: number;
  @QueryInt(0, 100_000, 'Rows to skip') offset?: number;
}

@StaffController('artists (staff)', 'review-desk/artists')
export class StaffArtistsController {
  constructor(
    private readonly listArtists: ListStaffArtistsUseCase,
    private readonly resendSignInCode: ResendSignInCodeUseCase,
    private readonly signedPdf: SignedAgreementPdfUseCase,
  ) {}

  @Route('GET', '/', 'StaffArtistsResponse', {
    summary: 'Artists by name, with their agreement status, submissions and last sign-in',
    refuses: { 400: 'A bad limit or offset, or an unknown parameter' },
  })
  async list(@Query() query: StaffArtistsQueryDto): Promise<StaffArtistsResponse> {
    const artists = await this.listArtists.execute({
      search: query.q?.trim() || undefined,
      limit: query.limit ?? 50,
      offset: query.offset ?? 0,
    });
    return { success: true, artists: artists.map(toStaffArtist) };
  }

  @Route('POST', ':id/sign-in-code', 'ResendSignInCodeResponse', {
    summary: 'Mail the artist a new sign-in code (the old one stops working); the code is never shown to staff',
    refuses: { 404: ARTIST_NOT_FOUND },
  })
  async resendCode(@Param('id', artistIdOrNotFound(ARTIST_NOT_FOUND)) id: string): Promise<ResendSignInCodeResponse> {
    const email = await this.resendSignInCode.execute(id);
    return { success: true, message: `A new sign-in code was mailed to ${email}` };
  }

  @Get(':id/agreements/:signatureId/pdf')
  @ApiOperation({ summary: "Open an artist's signed agreement (PDF)" })
  @ApiBinaryOk('The signed agreement as PDF', 'application/pdf')
  @ApiNotFoundError(AGREEMENT_NOT_FOUND)
  @ApiErrorResponse(409, 'The stored PDF no longer matches its recorded checksum')
  async agreementPdf(
    @Param('id', artistIdOrNotFound(AGREEMENT_NOT_FOUND)) id: string,
    @Param('signatureId', uuidOrNotFound(AGREEMENT_NOT_FOUND)) signatureId: string,
    @Res() res: Response,
  ) {
    const bytes = await this.signedPdf.execute(id, signatureId);
    if (!bytes) throw new AppError('not_found', AGREEMENT_NOT_FOUND);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Disposition', 'inline; filename="artist-agreement.pdf"');
    res.send(bytes);
  }
}
