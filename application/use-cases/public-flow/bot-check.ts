import { BOT_MESSAGES, type BotCheckInput, scoreBotCheck } from '../../../domain/bot';
import type { Clock } from '../../ports/clock.port';
import type { FormSession, FormSessionSigner } from '../../ports/security.port';
import { UseCaseError } from './use-case-error';

export interface BotEvidence {
  formSession: string | null | undefined;
  website: string | null | undefined;
  emailConfirm: string | null | undefined;
}

export interface BotCheckDeps {
  signer: FormSessionSigner;
  clock: Clock;
}

/**
 * Verifies the signed form session and scores the post with the domain's bot rules (public flow §9); a
 * missing or forged session, or a failing score, is refused with the spec's generic message.
 */
export class BotCheck {
  constructor(private readonly deps: BotCheckDeps) {}

  async verify(
    evidence: BotEvidence,
    content: Omit<BotCheckInput, 'elapsedMs' | 'honeypot'>,
  ): Promise<{ session: FormSession; score: number }> {
    const session = evidence.formSession ? await this.deps.signer.verify(evidence.formSession) : null;
    if (!session)
      throw new UseCaseError('invalid', BOT_MESSAGES.submissionRejected, [
        { field: 'formSession', message: BOT_MESSAGES.submissionRejected },
      ]);
    const result = scoreBotCheck({
      ...content,
      elapsedMs: this.deps.clock.now().getTime() - session.startedAt.getTime(),
      honeypot: { website: evidence.website ?? '', email_confirm: evidence.emailConfirm ?? '' },
    });
    if (!result.passed) {
      throw new UseCaseError(
        'invalid',
        BOT_MESSAGES.submissionRejected,
        result.issues.map((message) => ({ field: 'formSession', message })),
      );
    }
    return { session, score: result.score };
  }
}
