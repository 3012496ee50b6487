import { Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import express, { type Request, type Response } from 'express';
import type { AppConfig } from '../../adapters/config';
import { Contracts, SigningInputError, SigningLinkError } from '../../application/use-cases/contracts/contracts.use-cases';
import { AGREEMENT_TITLE, SIGNING_PAGE_MESSAGES } from '../../domain/contract';
import { Public } from '../common/access/access.decorators';
import { assertTrustedOrigin } from '../common/access/origin-check';
import { ApiException } from '../common/http/api-exception';
import { APP_CONFIG } from '../infrastructure/tokens';
import { signingPage, signingResultPage } from './signing-page.html';

const parseForm = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 10 });
const field = (body: Record<string, unknown>, name: string) => (typeof body[name] === 'string' ? (body[name] as string).slice(0, 200) : '');

/** The signing page posts a plain HTML form (urlencoded); only this route reads one, so it is parsed here. */
async function readForm(req: Request, res: Response) {
  await new Promise<void>((resolve, reject) =>
    parseForm(req, res, (error?: unknown) => (error ? reject(new ApiException(400, 'Unreadable form')) : resolve())),
  );
  const body = (req.body ?? {}) as Record<string, unknown>;
  return {
    action: field(body, 'action') === 'decline' ? 'decline' : 'sign',
    fullName: field(body, 'fullName'),
    consent: field(body, 'consent'),
    documentSha256: field(body, 'documentSha256'),
  };
}

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
  async submit(@Param('token') token: string, @Req() req: Request, @Res() res: Response) {
    assertTrustedOrigin(req, this.config.auth.trustedOrigins, false);
    const form = await readForm(req, res);
    const who = { ip: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? '' };
    try {
      if (form.action === 'decline') {
        await this.contracts.decline(token, who);
        return this.html(res, 200, signingResultPage(SIGNING_PAGE_MESSAGES.declined, 'ok'));
      }
      await this.contracts.sign(token, {
        ...who,
        fullName: form.fullName ?? '',
        consent: form.consent === 'yes',
        documentSha256: form.documentSha256 ?? '',
      });
      this.html(res, 200, signingResultPage(SIGNING_PAGE_MESSAGES.signed, 'ok'));
    } catch (error) {
      if (!(error instanceof SigningInputError)) return this.failure(error, res);
      const request = await this.contracts.openSigningLink(token);
      this.html(
        res,
        400,
        signingPage({
          ...request,
          title: AGREEMENT_TITLE,
          action: `/api/contracts/sign/${encodeURIComponent(token)}`,
          error: error.message,
          typedName: form.fullName,
        }),
      );
    }
  }

  private failure(error: unknown, res: Response) {
    if (error instanceof SigningLinkError) return this.html(res, error.status, signingResultPage(error.message, 'error'));
    throw error;
  }

  private html(res: Response, status: number, body: string) {
    res.status(status).setHeader('Cache-Control', 'no-store').setHeader('Referrer-Policy', 'same-origin').type('html').send(body);
  }
}
