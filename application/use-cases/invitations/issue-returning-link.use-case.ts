import { RETURNING_TOKEN_VALIDITY_DAYS, returningTokenExpiry } from '../../../domain/invitations';
import type { Clock } from '../../ports/clock.port';
import type { InvitedArtist, InvitationRepository } from '../../ports/invitation.repository.port';
import type { Mailer } from '../../ports/mailer.port';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';

export interface IssueReturningLinkDeps {
  invitations: InvitationRepository;
  tokens: OpaqueTokens;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
}

/** After an artist's first accepted submission they get a reusable /r/{token} link (365 days), by mail. */
export class IssueReturningLinkUseCase {
  constructor(private readonly deps: IssueReturningLinkDeps) {}

  /** Call inside the submission's unit of work; does nothing when the artist already has a link. */
  async issueIfFirst(artist: InvitedArtist): Promise<string | null> {
    if (await this.deps.invitations.hasReturningLink(artist.id)) return null;
    const token = this.deps.tokens.generate();
    await this.deps.invitations.createReturningLink({
      artistId: artist.id,
      tokenHash: this.deps.tokens.digest(token),
      expiresAt: returningTokenExpiry(this.deps.clock.now()),
    });
    const link = `${this.deps.publicUrl}/r/${token}`;
    await this.deps.mailer.send({
      to: artist.email,
      category: 'returning-link',
      subject: 'Your link for future releases',
      values: { name: artist.firstName || artist.artistName, link, validDays: RETURNING_TOKEN_VALIDITY_DAYS },
      secrets: [token],
    });
    return token;
  }
}
