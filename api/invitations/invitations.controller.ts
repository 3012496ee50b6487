import { Body, Param, Req } from '@nestjs/common';
import type { InvitationRecord, ReturningLinkRecord } from '../../application/ports/invitation.repository.port';
import type {
  CreateInvitationResponse,
  InvitationDetailsResponse,
  InvitationValidationResponse,
  ReturningDetailsResponse,
  ReturningValidationResponse,
} from '../../wire';
import { CreateInvitationUseCase } from '../../application/use-cases/invitations/create-invitation.use-case';
import { ValidateLinksUseCase } from '../../application/use-cases/invitations/validate-links.use-case';
import type { RequestWithPrincipal } from '../common/access/principal';
import { REINVITE_MESSAGES } from '../../domain/invitations';
import { CreateInvitationDto } from './create-invitation.dto';
import { PublicFormController } from '../common/controller-kinds.decorators';
import { TokenLookup } from './token-lookup.decorator';
import { StaffRoute, Route } from '../common/route.decorators';

const BAD_INVITATION = 'Invalid, expired, used or unknown: one generic answer';
const BAD_RETURNING_LINK = "'Invalid returning artist token' (details name the reason)";

function invitationView(i: InvitationRecord): InvitationValidationResponse {
  const a = i.artist;
  return {
    success: true,
    valid: true,
    artistName: a.artistName,
    mondayItemId: i.boardItemId,
    boardType: 'invitation',
    firstName: a.firstName,
    surname: a.surname,
    email: a.email,
    expiresAt: i.expiresAt.toISOString(),
    prefillData: {
      firstName: a.firstName,
      surname: a.surname,
      email: a.email,
      artistName: a.artistName,
      instagramProfile: '',
      tiktokProfile: '',
      spotifyProfile: '',
      country: '',
      city: '',
      listenLink: '',
    },
  };
}

function returningView(l: ReturningLinkRecord): ReturningValidationResponse {
  return {
    success: true,
    isValid: true,
    artistName: l.artist.artistName,
    artistEmail: l.artist.email,
    usageCount: l.usageCount,
    previousSubmissions: l.submissionCount,
    expiresAt: l.expiresAt.toISOString(),
  };
}

@PublicFormController('invitations')
export class InvitationsController {
  constructor(
    private readonly create: CreateInvitationUseCase,
    private readonly links: ValidateLinksUseCase,
  ) {}

  @Route('POST', 'artist-invitations/create', 'CreateInvitationResponse', {
    summary: 'Invite an artist: stores the artist and a hashed, expiring token, and mails the /i/{token} link (staff)',
    refuses: {
      400: "'All fields except invitation reason are required' or 'Please enter a valid email address'",
      409: 'The email belongs to an artist of another name: re-invite them under their own name',
    },
  })
  @StaffRoute()
  async createInvitation(@Body() body: CreateInvitationDto, @Req() req: RequestWithPrincipal): Promise<CreateInvitationResponse> {
    const result = await this.create.execute(
      {
        artistName: body.artistName ?? '',
        firstName: body.firstName ?? '',
        surname: body.surname ?? '',
        email: body.email ?? '',
        invitationReason: body.invitationReason ?? '',
      },
      req.principal?.id ?? '',
    );
    return {
      success: true,
      mondayItemId: null,
      invitationId: result.invitationId,
      artistName: result.artist.artistName,
      email: result.artist.email,
      artistCode: result.artist.artistCode,
      expiresAt: result.expiresAt.toISOString(),
      message: `Invitation sent to ${result.artist.email}`,
      existingArtist: result.existingArtist,
      ...(result.existingArtist ? { warning: REINVITE_MESSAGES.codeKept(result.artist.artistName) } : {}),
      nextSteps: [
        'The artist receives an email with their personal link',
        'The board item is created in the background',
        'Their submission will update that board item',
      ],
    };
  }

  @TokenLookup('invitation/validate/:token', 'InvitationValidationResponse', {
    summary: 'Validate an invitation token and get the wizard prefill',
    notFound: BAD_INVITATION,
  })
  async validateInvitation(@Param('token') token: string): Promise<InvitationValidationResponse> {
    return invitationView(await this.links.invitation(token));
  }

  @TokenLookup('invitation/details/:token', 'InvitationDetailsResponse', {
    summary: 'Invitation details: the validation result plus artist code and reason',
    notFound: BAD_INVITATION,
  })
  async invitationDetails(@Param('token') token: string): Promise<InvitationDetailsResponse> {
    const invitation = await this.links.invitation(token);
    return { ...invitationView(invitation), artistCode: invitation.artist.artistCode, invitationReason: invitation.reason };
  }

  @TokenLookup('returning-artist/validate/:token', 'ReturningValidationResponse', {
    summary: 'Validate a returning-artist link token',
    notFound: BAD_RETURNING_LINK,
  })
  async validateReturning(@Param('token') token: string): Promise<ReturningValidationResponse> {
    return returningView(await this.links.returning(token));
  }

  @TokenLookup('returning-artist/details/:token', 'ReturningDetailsResponse', {
    summary: 'Returning-artist link details with usage count and last use',
    notFound: BAD_RETURNING_LINK,
  })
  async returningDetails(@Param('token') token: string): Promise<ReturningDetailsResponse> {
    const link = await this.links.returning(token);
    const a = link.artist;
    return {
      ...returningView(link),
      artistDetails: {
        firstName: a.firstName,
        surname: a.surname,
        email: a.email,
        artistName: a.artistName,
        lastUsed: link.lastUsedAt?.toISOString() ?? null,
        usageCount: link.usageCount,
        expiresAt: link.expiresAt.toISOString(),
      },
    };
  }
}
