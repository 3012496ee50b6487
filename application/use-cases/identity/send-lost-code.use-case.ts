import { LOST_CODE_MESSAGES, LOST_CODE_PER_EMAIL, LOST_CODE_PER_IP } from '../../../domain/access';
import type { AuthThrottleRepository } from '../../ports/auth-throttle.repository.port';
import type { Clock } from '../../ports/clock.port';
import type { InvitationRepository } from '../../ports/invitation.repository.port';
import type { Mailer } from '../../ports/mailer.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import type { IssueArtistSignInCodeUseCase } from './issue-artist-sign-in-code.use-case';
import { signInCodeMail } from './sign-in-code.mail';
import { TooManyAttemptsError } from './sign-in.errors';

export interface SendLostCodeDeps {
  counters: AuthThrottleRepository;
  artists: Pick<InvitationRepository, 'findArtistByEmail'>;
  issueCode: IssueArtistSignInCodeUseCase;
  mailer: Mailer;
  unitOfWork: UnitOfWork;
  clock: Clock;
  publicUrl: string;
}

/**
 * 'Lost your code?': a fresh code goes to the artist's own address only. Every request counts against the
 * address and the caller, known or not, and the answer never says whether the address is known.
 */
export class SendLostCodeUseCase {
  constructor(private readonly deps: SendLostCodeDeps) {}

  async execute(email: string, ip: string): Promise<{ message: string }> {
    const d = this.deps;
    const now = d.clock.now();
    const address = email.trim().toLowerCase();
    // Both counters are reserved atomically (or neither), so parallel requests cannot slip past the limit.
    const attempt = await d.counters.reserve(
      [
        { key: `lost-code:email:${address}`, ...LOST_CODE_PER_EMAIL },
        { key: `lost-code:ip:${ip}`, ...LOST_CODE_PER_IP },
      ],
      now,
    );
    if (!attempt.reserved) throw new TooManyAttemptsError(attempt.retryAfterSeconds);

    const artist = address ? await d.artists.findArtistByEmail(address) : undefined;
    if (artist) {
      await d.unitOfWork.run(async () => {
        const { artistCode, invitationCode } = await d.issueCode.execute(artist.id);
        await d.mailer.send(signInCodeMail({ ...artist, artistCode, invitationCode }, d.publicUrl, 'lost-code'));
      });
    }
    return { message: LOST_CODE_MESSAGES.sent };
  }
}
