import {
  INVITATION_MESSAGES,
  isWellFormedToken,
  RETURNING_INVALID_REASONS,
  RETURNING_MESSAGES,
  returningTokenProblem,
} from '../../../domain/invitations';
import type { Clock } from '../../ports/clock.port';
import type { InvitationRecord, InvitationRepository, ReturningLinkRecord } from '../../ports/invitation.repository.port';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';
import { UseCaseError } from '../public-flow/use-case-error';

export interface ValidateLinksDeps {
  invitations: InvitationRepository;
  tokens: OpaqueTokens;
  clock: Clock;
}

/** GET /api/invitation/* and /api/returning-artist/*: a used, expired or unknown token gets one generic answer. */
export class ValidateLinksUseCase {
  constructor(private readonly deps: ValidateLinksDeps) {}

  async invitation(token: string): Promise<InvitationRecord> {
    const invalid = new UseCaseError('not_found', INVITATION_MESSAGES.invalidLinkDefault);
    if (!isWellFormedToken(token)) throw invalid;
    const found = await this.deps.invitations.findInvitationByHash(this.deps.tokens.digest(token));
    if (!found || found.usedAt || found.expiresAt <= this.deps.clock.now()) throw invalid;
    return found;
  }

  async returning(token: string): Promise<ReturningLinkRecord> {
    const wrongFormat = returningTokenProblem({ token, active: true, expiresAt: new Date(8.64e15) }, this.deps.clock.now());
    if (wrongFormat)
      throw new UseCaseError('not_found', RETURNING_MESSAGES.invalidToken, [
        { field: 'token', message: RETURNING_INVALID_REASONS[wrongFormat] },
      ]);
    const link = await this.deps.invitations.findReturningLinkByHash(this.deps.tokens.digest(token));
    if (!link) throw new UseCaseError('not_found', RETURNING_MESSAGES.invalidToken);
    const problem = returningTokenProblem({ token, active: link.active, expiresAt: link.expiresAt }, this.deps.clock.now());
    if (problem)
      throw new UseCaseError('not_found', RETURNING_MESSAGES.invalidToken, [
        { field: 'token', message: RETURNING_INVALID_REASONS[problem] },
      ]);
    return link;
  }
}
