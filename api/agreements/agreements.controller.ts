import { Body, Get, Param, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AgreementStatusResponse, CreateAgreementResponse, SignUrlResponse } from '../../wire';
import { AgreementStatusUseCase } from '../../application/use-cases/agreements/agreement-status.use-case';
import { OpenSigningUseCase } from '../../application/use-cases/agreements/open-signing.use-case';
import { RequestAgreementUseCase } from '../../application/use-cases/agreements/request-agreement.use-case';
import { SignedAgreementPdfUseCase } from '../../application/use-cases/agreements/signed-agreement-pdf.use-case';
import { AGREEMENT_MESSAGES, SIGNING_PAGE_MESSAGES } from '../../domain/agreement';
import type { RequestWithPrincipal } from '../common/access/principal';
import { ApiBinaryOk, ApiErrorResponse, ApiNotFoundError, INVALID_INPUT } from '../common/http/api-error-responses.decorator';
import { AppError } from '../../application/errors/app-error';
import { CreateAgreementDto } from './agreements.dto';
import { ArtistController } from '../common/controller-kinds.decorators';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';
import { Route } from '../common/route.decorators';

const NOT_FOUND = 'Signed agreement not found';

@ArtistController('agreements', 'agreements')
export class AgreementsController {
  constructor(
    private readonly requestAgreement: RequestAgreementUseCase,
    private readonly agreementStatus: AgreementStatusUseCase,
    private readonly signedPdf: SignedAgreementPdfUseCase,
    private readonly openSigning: OpenSigningUseCase,
  ) {}

  @Route('POST', 'create', 'CreateAgreementResponse', {
    summary: 'Start signing the artist agreement (e-signature request)',
    refuses: {
      400: INVALID_INPUT,
      403: `'${SIGNING_PAGE_MESSAGES.notOwnAccount}', or signed in without the artist role`,
      409: `'${AGREEMENT_MESSAGES.conflict}', or '${AGREEMENT_MESSAGES.alreadySigned}'`,
    },
  })
  async create(@Req() req: RequestWithPrincipal, @Body() body: CreateAgreementDto): Promise<CreateAgreementResponse> {
    const request = await this.requestAgreement.execute(req.principal!.id, body);
    return {
      success: true,
      signatureRequest: { id: request.id, signUrl: request.signUrl, status: request.status, expiresAt: request.expiresAt.toISOString() },
      signatureId: request.id,
      signing: request.signing,
    };
  }

  @Route('POST', ':id/sign-url', 'SignUrlResponse', {
    summary: 'A sign link for this opening of the signer (a provider link is fetched anew each time)',
    ok: 'How the web shows it: a popup, or the embedded client with its client id',
    refuses: {
      404: `'${SIGNING_PAGE_MESSAGES.linkInvalid}' (not this artist's request)`,
      409: `'${SIGNING_PAGE_MESSAGES.linkInvalid}': the request is no longer awaiting a signature`,
      410: `'${SIGNING_PAGE_MESSAGES.linkExpired}'`,
      503: `'${AGREEMENT_MESSAGES.noSignUrl}': the provider could not be reached`,
    },
  })
  async signUrl(
    @Req() req: RequestWithPrincipal,
    @Param('id', uuidOrNotFound(SIGNING_PAGE_MESSAGES.linkInvalid)) id: string,
  ): Promise<SignUrlResponse> {
    return { success: true, ...(await this.openSigning.execute(req.principal!.id, id)) };
  }

  @Route('GET', 'status', 'AgreementStatusResponse', {
    summary: 'The state of the latest signature request',
    ok: 'Poll every 5 s until it is signed, declined or expired',
  })
  async status(@Req() req: RequestWithPrincipal): Promise<AgreementStatusResponse> {
    return { success: true, ...(await this.agreementStatus.execute(req.principal!.id)) };
  }

  @Get(':id/pdf')
  @ApiOperation({ summary: 'Download the signed agreement (PDF)' })
  @ApiBinaryOk('The signed agreement as PDF', 'application/pdf')
  @ApiNotFoundError(`'${NOT_FOUND}' (also for a malformed id or another artist's agreement)`)
  @ApiErrorResponse(409, 'The stored PDF no longer matches its recorded checksum')
  async pdf(@Req() req: RequestWithPrincipal, @Param('id', uuidOrNotFound(NOT_FOUND)) id: string, @Res() res: Response) {
    const bytes = await this.signedPdf.execute(req.principal!.id, id);
    if (!bytes) throw new AppError('not_found', NOT_FOUND);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Disposition', 'attachment; filename="artist-agreement.pdf"');
    res.send(bytes);
  }
}
