import { blockedForSeconds, LOST_CODE_MESSAGES, LOST_CODE_PER_EMAIL, LOST_CODE_PER_IP } from '../../../domain/access';
import type { AuthThrottleRepository } from '../../ports/auth-throttle.repository.port';
import type { Clock } from '../../ports/clock.port';
import type { InvitationRepository } from '../../ports/invitation.repository.port';
import type { Mailer } from '../../ports/mailer.port';
import type { UnitOfWork } from '../../ports/unit-of-work.port';
import type { IssueArtistSignInCode } from './issue-artist-sign-in-code.use-case';
import { signInCodeMail } from './sign-in-code.mail';
import { TooManyAttemptsError } from './sign-in.errors';

export interface SendLostCodeDeps {
  counters: AuthThrottleRepository;
  artists: Pick<InvitationRepository, 'findArtistByEmail'>;
  issueCode: IssueArtistSignInCode;
  mailer: Mailer;
  unitOfWork: UnitOfWork;
  clock: Clock;
  publicUrl: string;
}

/**
 * 'Lost your code?': a fresh code goes to the artist's own address only. Every request counts against the
 * address and the caller, known or not, and the answer never says whether the address is known.
 */
export class SendLostCode {
  constructor(private readonly deps: SendLostCodeDeps) {}

  async execute(email: string, ip: string): Promise<{ message: string }> {
    const d = this.deps;
    const now = d.clock.now();
    const address = email.trim().toLowerCase();
    const keys = { email: `lost-code:email:${address}`, ip: `lost-code:ip:${ip}` };
    // Counted first (atomically), so parallel requests cannot slip past the limit between a read and a write.
    const byEmail = await d.counters.recordFailure(keys.email, now, LOST_CODE_PER_EMAIL.windowMinutes);
    const byIp = await d.counters.recordFailure(keys.ip, now, LOST_CODE_PER_IP.windowMinutes);
    const before = (counter: typeof byEmail) => ({ ...counter, failures: counter.failures - 1 });
    const wait = Math.max(blockedForSeconds(before(byEmail), LOST_CODE_PER_EMAIL, now), blockedForSeconds(before(byIp), LOST_CODE_PER_IP, now));
    if (wait > 0) throw new TooManyAttemptsError(wait);

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
