import { Body, Controller, Inject, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../adapters/config';
import type { LostCodeResponse, MeResponse, SignInResponse, SignOutResponse } from '../../wire';
import { SendLostCodeUseCase } from '../../application/use-cases/identity/send-lost-code.use-case';
import { SessionService, type StartedSession } from '../../application/use-cases/identity/session-service';
import { SignInArtistUseCase } from '../../application/use-cases/identity/sign-in-artist.use-case';
import { SignInStaffUseCase } from '../../application/use-cases/identity/sign-in-staff.use-case';
import { LOST_CODE_MESSAGES, SIGN_IN_MESSAGES } from '../../domain/access';
import { Public } from '../common/access/access.decorators';
import { assertTrustedOrigin } from '../common/access/origin-check';
import { ApiSignedIn, INVALID_INPUT } from '../common/http/api-error-responses.decorator';
import type { RequestWithPrincipal } from '../common/access/principal';
import { clearSessionCookie, setSessionCookie } from '../common/access/session-cookie';
import type { RequestWithSession } from '../common/access/session.authenticator';
import { APP_CONFIG } from '../infrastructure/tokens';
import { MeService } from './me.service';
import { ArtistSignInDto, LostCodeDto, StaffSignInDto } from './sign-in.dto';
import { Route } from '../common/route.decorators';
import { callerAddress, signInContext } from './sign-in-context';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly signInArtist: SignInArtistUseCase,
    private readonly signInStaff: SignInStaffUseCase,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly me: MeService,
    private readonly sendLostCode: SendLostCodeUseCase,
  ) {}

  @Route('POST', 'auth/artist/login', 'SignInResponse', {
    summary: 'Artist sign-in with artist ID and invitation code',
    ok: 'Signed in: the session cookie is set (or token returned when issueBearerToken)',
    refuses: {
      400: INVALID_INPUT,
      401: `'${SIGN_IN_MESSAGES.invalidArtistCredentials}' for an unknown ID and a wrong code alike`,
      403: `'${SIGN_IN_MESSAGES.crossSiteRefused}': posted from a foreign origin`,
      429: 'Too many failures for this artist ID or address; Retry-After says how long',
    },
  })
  @Public()
  async artistLogin(
    @Body() body: ArtistSignInDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SignInResponse> {
    assertTrustedOrigin(req, this.config.auth.trustedOrigins, false);
    const { session, artist } = await this.signInArtist.execute(body.artistId, body.invitationCode, signInContext(req, this.config.auth));
    return {
      ...this.deliver(session, res, body.issueBearerToken),
      user: await this.me.describe({ role: 'artist', id: artist.artistId }),
    };
  }

  @Route('POST', 'auth/staff/login', 'SignInResponse', {
    summary: 'Staff sign-in with email and password',
    refuses: {
      400: INVALID_INPUT,
      401: `'${SIGN_IN_MESSAGES.invalidStaffCredentials}'`,
      403: `'${SIGN_IN_MESSAGES.crossSiteRefused}': posted from a foreign origin`,
      429: 'Too many failures for this account or address; Retry-After says how long',
    },
  })
  @Public()
  async staffLogin(@Body() body: StaffSignInDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<SignInResponse> {
    assertTrustedOrigin(req, this.config.auth.trustedOrigins, false);
    const { session, staff } = await this.signInStaff.execute(body.email, body.password, signInContext(req, this.config.auth));
    return { ...this.deliver(session, res, body.issueBearerToken), user: await this.me.describe({ role: 'staff', id: staff.id }) };
  }

  @Route('POST', 'auth/artist/lost-code', 'LostCodeResponse', {
    summary: "'Lost your code?': mail a fresh sign-in code to the artist's own address",
    ok: `'${LOST_CODE_MESSAGES.sent}', the same for known and unknown addresses`,
    refuses: { 400: INVALID_INPUT, 429: 'Too many requests for this address or from this caller; Retry-After says how long' },
  })
  @Public()
  async lostCode(@Body() body: LostCodeDto, @Req() req: Request): Promise<LostCodeResponse> {
    return { success: true, ...(await this.sendLostCode.execute(body.email, callerAddress(req))) };
  }

  @Route('POST', 'auth/logout', 'SignOutResponse', {
    summary: 'Sign out',
    ok: 'The session is ended on the server and the cookie cleared',
  })
  @ApiSignedIn({ writes: true })
  async logout(@Req() req: RequestWithSession, @Res({ passthrough: true }) res: Response): Promise<SignOutResponse> {
    if (req.sessionToken) await this.sessions.end(req.sessionToken);
    clearSessionCookie(res, this.config.auth);
    return { success: true, message: SIGN_IN_MESSAGES.signedOut };
  }

  @Route('GET', 'me', 'MeResponse', { summary: 'Who is signed in' })
  @ApiSignedIn()
  async whoAmI(@Req() req: RequestWithPrincipal): Promise<MeResponse> {
    return { success: true, user: await this.me.describe(req.principal!) };
  }

  private deliver(session: StartedSession, res: Response, asBearer?: boolean): Omit<SignInResponse, 'user'> {
    if (asBearer) return { success: true, token: session.token, expiresAt: session.expiresAt.toISOString() };
    setSessionCookie(res, this.config.auth, session.token, session.expiresAt);
    return { success: true, expiresAt: session.expiresAt.toISOString() };
  }
}
