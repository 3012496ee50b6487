import {
  DRAFT_MESSAGES,
  FINISH_LATER_MESSAGES,
  FINISH_LATER_PER_DRAFT,
  FINISH_LATER_PER_RECIPIENT,
  FINISH_LATER_RECIPIENTS_OVERALL,
  FINISH_LATER_RECIPIENTS_PER_CLIENT,
} from '../../../domain/drafts';
import { isValidEmail } from '../../../domain/shared';
import { AppError } from '../../errors/app-error';
import type { AuthThrottleRepository } from '../../ports/auth-throttle.repository.port';
import type { Clock } from '../../ports/clock.port';
import type { DraftRecord, DraftRepository } from '../../ports/draft.repository.port';
import type { InvitationRepository } from '../../ports/invitation.repository.port';
import type { Mailer } from '../../ports/mailer.port';
import type { OpaqueTokens } from '../../ports/opaque-tokens.port';
import type { RecipientCapStore } from '../../ports/recipient-caps.port';
import { UseCaseError } from '../public-flow/use-case-error';
import { authorizedDraft, type DraftCaller } from './draft-access';
import { finishLaterMail } from './finish-later.mail';
import { draftExpiry, type DraftTimes, type OpenDraftUseCase } from './open-draft.use-case';

export interface FinishDraftLaterPorts {
  drafts: DraftRepository;
  tokens: OpaqueTokens;
  mailer: Mailer;
  clock: Clock;
  /** Attempt counters shared by every instance (the auth_throttle table). */
  counters: Pick<AuthThrottleRepository, 'reserve' | 'refund'>;
  /** Distinct recipients per client address and overall, shared by every instance. */
  recipients: RecipientCapStore;
  artists: Pick<InvitationRepository, 'findArtistById'>;
}

export interface FinishLaterLink {
  link: string;
  expiresAt: Date;
  mailedTo: string;
}

const comparable = (address: string) => address.trim().toLowerCase();
const EVERYONE = 'finish-later:recipients:*';

export interface FinishDraftLaterDeps {
  ports: FinishDraftLaterPorts;
  opener: OpenDraftUseCase;
  settings: { times: DraftTimes; publicUrl: string };
}

/**
 * Mails a private link to the draft, to the email typed on its step 1 (or the signed-in owner's own address) and
 * to no other; a few times a day per draft and per recipient, and to a few different people an hour per client
 * address and overall, counted atomically before anything is sent.
 */
export class FinishDraftLaterUseCase {
  constructor(private readonly deps: FinishDraftLaterDeps) {}

  /** `clientAddress`: the caller's address, as the rate limits key it. */
  async execute(id: string, caller: DraftCaller, email: string | null, clientAddress: string): Promise<FinishLaterLink> {
    const { mailer, clock, counters } = this.deps.ports;
    const draft = await authorizedDraft(this.deps.ports, id, caller, clock.now());
    const own = await this.ownAddresses(draft, caller);
    const to = email === null ? own[0] : own.find((address) => comparable(address) === comparable(email));
    if (!to) {
      const message = email === null ? DRAFT_MESSAGES.noEmail : FINISH_LATER_MESSAGES.onlyOwnAddress;
      throw new UseCaseError('invalid', message, [{ field: 'email', message }]);
    }
    const keys = [`finish-later:draft:${draft.id}`, `finish-later:to:${comparable(to)}`];
    const attempt = await counters.reserve(
      [
        { key: keys[0], ...FINISH_LATER_PER_DRAFT },
        { key: keys[1], ...FINISH_LATER_PER_RECIPIENT },
      ],
      clock.now(),
    );
    if (!attempt.reserved)
      throw new AppError('too_many_requests', FINISH_LATER_MESSAGES.tooMany, { retryAfterSeconds: attempt.retryAfterSeconds });
    await this.reserveRecipient(comparable(to), clientAddress, keys);
    const token = await this.deps.opener.issueResumeToken(draft.id);
    const link = `${this.deps.settings.publicUrl}/submit/resume/${token}`;
    const expiresAt = draftExpiry(clock.now(), this.deps.settings.times);
    await mailer.send(finishLaterMail(to, link, expiresAt));
    return { link, expiresAt, mailedTo: to };
  }

  /** A place among the client's and everyone's distinct recipients this hour; refused, the day's attempt is given back. */
  private async reserveRecipient(recipient: string, clientAddress: string, attemptKeys: readonly string[]): Promise<void> {
    const { recipients, counters, clock } = this.deps.ports;
    const client = `finish-later:recipients:client:${clientAddress}`;
    const place = await recipients.reserve({
      recipient,
      caps: [
        { key: client, ...FINISH_LATER_RECIPIENTS_PER_CLIENT },
        { key: EVERYONE, ...FINISH_LATER_RECIPIENTS_OVERALL },
      ],
      now: clock.now(),
    });
    if (place.reserved) return;
    for (const key of attemptKeys) await counters.refund(key);
    const message =
      place.key === client ? FINISH_LATER_MESSAGES.tooManyRecipientsFromClient : FINISH_LATER_MESSAGES.tooManyRecipientsOverall;
    throw new AppError('too_many_requests', message, { retryAfterSeconds: place.retryAfterSeconds });
  }

  /** The step-1 email when it is a well-formed address, then the signed-in owner's account address. */
  private async ownAddresses(draft: DraftRecord, caller: DraftCaller): Promise<string[]> {
    const typed = typeof draft.answers.email === 'string' ? draft.answers.email.trim() : '';
    const owner =
      caller.artistId && draft.artistId === caller.artistId ? await this.deps.ports.artists.findArtistById(caller.artistId) : undefined;
    return [typed, owner?.email ?? ''].filter((address) => isValidEmail(address));
  }
}
