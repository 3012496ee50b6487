import { Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import express, { type Request, type Response } from 'express';
import type { AppConfig } from '../../adapters/config';
import { type SigningPageOutcome, SigningPageUseCase } from '../../application/use-cases/agreements/signing-page.use-case';
import { AGREEMENT_TITLE } from '../../domain/agreement';
import { withoutInvisibleCharacters } from '../../domain/shared';
import { Public } from '../common/access/access.decorators';
import { assertTrustedOrigin } from '../common/access/origin-check';
import { AppError } from '../../application/errors/app-error';
import { httpStatusOf } from '../common/http/app-error-answer';
import { APP_CONFIG } from '../infrastructure/tokens';
import { signingPage, signingResultPage } from './signing-page.html';
import { FORMER_SIGNING_PAGE_PATH } from './former-paths';

const parseForm = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 10 });
const field = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? withoutInvisibleCharacters(body[name] as string).slice(0, 200) : '';

/** The signing page posts a plain HTML form (urlencoded); only this route reads one, so it is parsed here. */
async function readForm(req: Request, res: Response) {
  await new Promise<void>((resolve, reject) =>
    parseForm(req, res, (error?: unknown) => (error ? reject(new AppError('invalid', 'Unreadable form')) : resolve())),
  );
  const body = (req.body ?? {}) as Record<string, unknown>;
  return {
    action: field(body, 'action') === 'decline' ? ('decline' as const) : ('sign' as const),
    fullName: field(body, 'fullName'),
    consent: field(body, 'consent') === 'yes',
    documentSha256: field(body, 'documentSha256'),
  };
}

/** The built-in signer's own page at a tokenised, expiring URL (the token is the only credential). */
@ApiExcludeController()
@Public()
@Controller(['agreements/sign', FORMER_SIGNING_PAGE_PATH])
export class SigningPageController {
  constructor(
    private readonly signing: SigningPageUseCase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(':token')
  async open(@Param('token') token: string, @Res() res: Response) {
    this.show(res, token, await this.signing.open(token));
  }

  @Post(':token')
  async submit(@Param('token') token: string, @Req() req: Request, @Res() res: Response) {
    assertTrustedOrigin(req, this.config.auth.trustedOrigins, false);
    const form = await readForm(req, res);
    const signer = { ip: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? '' };
    this.show(res, token, await this.signing.submit(token, form, signer), form.fullName);
  }

  private show(res: Response, token: string, outcome: SigningPageOutcome, typedName?: string) {
    switch (outcome.kind) {
      case 'agreement': {
        const action = `/api/agreements/sign/${encodeURIComponent(token)}`;
        const page = signingPage({ ...outcome.request, title: AGREEMENT_TITLE, action, error: outcome.problem, typedName });
        return this.html(res, outcome.problem ? 400 : 200, page);
      }
      case 'finished':
        return this.html(res, 200, signingResultPage(outcome.message, 'ok'));
      case 'refused':
        return this.html(res, httpStatusOf(outcome.code), signingResultPage(outcome.message, 'error'));
    }
  }

  private html(res: Response, status: number, body: string) {
    res.status(status).setHeader('Cache-Control', 'no-store').setHeader('Referrer-Policy', 'same-origin').type('html').send(body);
  }
}
