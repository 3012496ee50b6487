import { Controller, Inject, Post, Req, Res, type Type } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import express, { type Request, type Response } from 'express';
import type { AppConfig } from '../../adapters/config';
import { AppError } from '../../application/errors/app-error';
import { SendLostCodeUseCase } from '../../application/use-cases/identity/send-lost-code.use-case';
import { SessionService } from '../../application/use-cases/identity/session-service';
import { SignInArtistUseCase } from '../../application/use-cases/identity/sign-in-artist.use-case';
import { SignInStaffUseCase } from '../../application/use-cases/identity/sign-in-staff.use-case';
import { returnPathOf, SIGN_IN_PAGES, type SignInPageNote, signInPageNoteOf } from '../../domain/access';
import { Public } from '../common/access/access.decorators';
import { assertTrustedOrigin } from '../common/access/origin-check';
import { clearSessionCookie, sessionCookie, setSessionCookie } from '../common/access/session-cookie';
import { createValidationPipe } from '../common/http/validation.pipe';
import { APP_CONFIG } from '../infrastructure/tokens';
import { ArtistSignInDto, LostCodeDto, StaffSignInDto } from './sign-in.dto';
import { callerAddress, signInContext } from './sign-in-context';

const parseForm = express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 10 });
const validation = createValidationPipe();

type SignInPage = (typeof SIGN_IN_PAGES)[keyof typeof SIGN_IN_PAGES];

/** The form's fields, as the JSON routes' DTO checks them (same rules, same messages). */
async function readForm<T extends object>(req: Request, res: Response, dto: Type<T>, fields: readonly (keyof T & string)[]): Promise<T> {
  await new Promise<void>((resolve, reject) =>
    parseForm(req, res, (error?: unknown) => (error ? reject(new AppError('invalid', 'Unreadable form')) : resolve())),
  );
  const body = (req.body ?? {}) as Record<string, unknown>;
  const picked = Object.fromEntries(fields.map((name) => [name, typeof body[name] === 'string' ? body[name] : '']));
  return (await validation.transform(picked, { type: 'body', metatype: dto })) as T;
}

/** The `next` the sign-in page was opened with: the form posts from that page, so its address names it. */
function askedFor(req: Request): string | null {
  try {
    return new URL(req.get('referer') ?? '').searchParams.get('next');
  } catch {
    return null;
  }
}

/** The sign-in page again with a note (never what was typed), keeping the page the visitor asked for. */
function backToPage(req: Request, page: SignInPage, note: SignInPageNote): string {
  const query = new URLSearchParams({ note });
  const next = askedFor(req);
  if (next && returnPathOf(next, '') === next) query.set('next', next);
  return `${page.path}?${query.toString()}`;
}

/** A refusal the page has a note for; anything else (a fault) goes to the exception filter as before. */
function noteFor(error: unknown, throttled: SignInPageNote): SignInPageNote | undefined {
  if (!(error instanceof AppError)) return undefined;
  if (error.code === 'too_many_requests') return throttled;
  return signInPageNoteOf(error.details[0]?.message ?? error.message);
}

/**
 * The sign-in pages' plain forms: a browser posts these before the page's script has run (or with scripts off), so
 * credentials travel in a POST body and never in an address. Same use cases, throttles, origin rule and messages as
 * the JSON routes; each answers with a redirect (303) to where the visitor goes next, or back to the page with a note.
 */
@ApiExcludeController()
@Public()
@Controller('auth')
export class SignInFormController {
  constructor(
    private readonly signInArtist: SignInArtistUseCase,
    private readonly signInStaff: SignInStaffUseCase,
    private readonly sessions: SessionService,
    private readonly sendLostCode: SendLostCodeUseCase,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('artist/login/form')
  async artistLogin(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.answer(req, res, SIGN_IN_PAGES.artist, async () => {
      const form = await readForm(req, res, ArtistSignInDto, ['artistId', 'invitationCode']);
      const { session } = await this.signInArtist.execute(
        form.artistId.trim(),
        form.invitationCode.trim(),
        signInContext(req, this.config.auth),
      );
      setSessionCookie(res, this.config.auth, session.token, session.expiresAt);
      return returnPathOf(askedFor(req), SIGN_IN_PAGES.artist.home);
    });
  }

  @Post('staff/login/form')
  async staffLogin(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.answer(req, res, SIGN_IN_PAGES.staff, async () => {
      const form = await readForm(req, res, StaffSignInDto, ['email', 'password']);
      const { session } = await this.signInStaff.execute(form.email.trim(), form.password, signInContext(req, this.config.auth));
      setSessionCookie(res, this.config.auth, session.token, session.expiresAt);
      return returnPathOf(askedFor(req), SIGN_IN_PAGES.staff.home);
    });
  }

  @Post('artist/lost-code/form')
  async lostCode(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.answer(
      req,
      res,
      SIGN_IN_PAGES.artist,
      async () => {
        const form = await readForm(req, res, LostCodeDto, ['email']);
        await this.sendLostCode.execute(form.email.trim(), callerAddress(req));
        return backToPage(req, SIGN_IN_PAGES.artist, 'new-code-sent');
      },
      'new-code-refused',
    );
  }

  /** Signing out needs no script either; it lands on the artist's sign-in page, which says so. */
  @Post('logout/form')
  async logout(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.answer(req, res, SIGN_IN_PAGES.artist, async () => {
      assertTrustedOrigin(req, this.config.auth.trustedOrigins, true);
      const token = sessionCookie(req, this.config.auth.cookieName);
      if (token) await this.sessions.end(token);
      clearSessionCookie(res, this.config.auth);
      return backToPage(req, SIGN_IN_PAGES.artist, 'signed-out');
    });
  }

  /** `throttled`: the note when the use case's throttle refuses. */
  private async answer(
    req: Request,
    res: Response,
    page: SignInPage,
    work: () => Promise<string>,
    throttled: SignInPageNote = 'too-many-attempts',
  ): Promise<void> {
    let location: string;
    try {
      assertTrustedOrigin(req, this.config.auth.trustedOrigins, false);
      location = await work();
    } catch (error) {
      const note = noteFor(error, throttled);
      if (!note) throw error;
      location = backToPage(req, page, note);
    }
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, location);
  }
}
