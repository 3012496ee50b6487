import { Body, Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../adapters/config';
import { Contracts, SigningInputError, SigningLinkError } from '../../application/use-cases/contracts/contracts.use-cases';
import { AGREEMENT_TITLE, SIGNING_PAGE_MESSAGES } from '../../domain/contract';
import { Public } from '../common/access/access.decorators';
import { assertTrustedOrigin } from '../common/access/origin-check';
import { APP_CONFIG } from '../infrastructure/tokens';
import { SigningFormDto } from './contracts.dto';
import { signingPage, signingResultPage } from './signing-page.html';

/** The built-in signer's own page at a tokenised, expiring URL (the token is the only credential). */
@ApiExcludeController()
@Public()
@Controller('contracts/sign')
export class SigningPageController {
  constructor(
    @Inject(Contracts) private readonly contracts: Contracts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':token')
  async open(@Param('token') token: string, @Res() res: Response) {
    try {
      const request = await this.contracts.openSigningLink(token);
      this.html(res, 200, signingPage({ ...request, title: AGREEMENT_TITLE, action: `/api/contracts/sign/${encodeURIComponent(token)}` }));
    } catch (error) {
      this.failure(error, res);
    }
  }

  @Post(':token')
  async submit(@Param('token') token: string, @Body() form: SigningFormDto, @Req() req: Request, @Res() res: Response) {
    assertTrustedOrigin(req, this.config.auth.trustedOrigins, false);
    const who = { ip: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? '' };
    try {
      if (form.action === 'decline') {
        await this.contracts.decline(token, who);
        return this.html(res, 200, signingResultPage(SIGNING_PAGE_MESSAGES.declined, 'ok'));
      }
      await this.contracts.sign(token, { ...who, fullName: form.fullName ?? '', consent: form.consent === 'yes', documentSha256: form.documentSha256 ?? '' });
      this.html(res, 200, signingResultPage(SIGNING_PAGE_MESSAGES.signed, 'ok'));
    } catch (error) {
      if (!(error instanceof SigningInputError)) return this.failure(error, res);
      const request = await this.contracts.openSigningLink(token);
      this.html(res, 400, signingPage({ ...request, title: AGREEMENT_TITLE, action: `/api/contracts/sign/${encodeURIComponent(token)}`, error: error.message, typedName: form.fullName }));
    }
  }

  private failure(error: unknown, res: Response) {
    if (error instanceof SigningLinkError) return this.html(res, error.status, signingResultPage(error.message, 'error'));
    throw error;
  }

  private html(res: Response, status: number, body: string) {
    res.status(status).setHeader('Cache-Control', 'no-store').setHeader('Referrer-Policy', 'no-referrer').type('html').send(body);
  }
}
