import { DRAFT_MESSAGES } from '../../../domain/drafts';
import type { Clock } from '../../ports/clock.port';
import type { DraftRepository } from '../../ports/draft.repository.port';
import type { Mailer } from '../../ports/mailer.port';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';
import { UseCaseError } from '../public-flow/use-case-error';
import { authorizedDraft, type DraftCaller } from './draft-access';
import { finishLaterMail } from './finish-later.mail';
import { draftExpiry, type DraftTimes, type OpenDraftUseCase } from './open-draft.use-case';

export interface FinishDraftLaterPorts {
  drafts: DraftRepository;
  tokens: OpaqueTokens;
  mailer: Mailer;
  clock: Clock;
}

export interface FinishLaterLink {
  link: string;
  expiresAt: Date;
  mailedTo: string;
}

/** Mails a private link to the draft (to the step-1 email unless another address is given) and answers it. */
export class FinishDraftLaterUseCase {
  constructor(
    private readonly ports: FinishDraftLaterPorts,
    private readonly opener: OpenDraftUseCase,
    private readonly settings: { times: DraftTimes; publicUrl: string },
  ) {}

  async execute(id: string, caller: DraftCaller, email: string | null): Promise<FinishLaterLink> {
    const { mailer, clock } = this.ports;
    const draft = await authorizedDraft(this.ports, id, caller, clock.now());
    const to = email ?? (typeof draft.answers.email === 'string' ? draft.answers.email.trim() : '');
    if (!to) throw new UseCaseError('invalid', DRAFT_MESSAGES.noEmail, [{ field: 'email', message: DRAFT_MESSAGES.noEmail }]);
    const token = await this.opener.issueResumeToken(draft.id);
    const link = `${this.settings.publicUrl}/submit/resume/${token}`;
    const expiresAt = draftExpiry(clock.now(), this.settings.times);
    await mailer.send(finishLaterMail(to, draft.answers, link, expiresAt));
    return { link, expiresAt, mailedTo: to };
  }
}
