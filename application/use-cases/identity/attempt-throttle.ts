import { blockedForSeconds, type ThrottleRule } from '../../../domain/access';
import type { AuthThrottleRepository } from '../../ports/auth-throttle.repository.port';
import type { Clock } from '../../ports/clock.port';
import { TooManyAttemptsError } from './sign-in.errors';

export interface ThrottleRules {
  account: ThrottleRule;
  ip: ThrottleRule;
}

/** Who is trying: the account (or token) being guessed and the caller's address; both are limited. */
export interface AttemptKeys {
  account: string;
  ip: string;
}

/**
 * Brute-force limits for sign-in and token checks, persisted so every instance counts the same failures.
 * check() runs BEFORE the secret is verified, so past the limit even the right secret gets 429.
 */
export class AttemptThrottle {
  constructor(
    private readonly counters: AuthThrottleRepository,
    private readonly clock: Clock,
    private readonly rules: ThrottleRules,
  ) {}

  async check(keys: AttemptKeys): Promise<void> {
    const now = this.clock.now();
    const [account, ip] = await Promise.all([this.counters.read(accountKey(keys)), this.counters.read(ipKey(keys))]);
    const wait = Math.max(blockedForSeconds(account ?? null, this.rules.account, now), blockedForSeconds(ip ?? null, this.rules.ip, now));
    if (wait > 0) throw new TooManyAttemptsError(wait);
  }

  async recordFailure(keys: AttemptKeys): Promise<void> {
    const now = this.clock.now();
    await this.counters.recordFailure(accountKey(keys), now, this.rules.account.windowMinutes);
    await this.counters.recordFailure(ipKey(keys), now, this.rules.ip.windowMinutes);
  }

  async recordSuccess(keys: AttemptKeys): Promise<void> {
    await this.counters.clear(accountKey(keys));
  }
}

const accountKey = (keys: AttemptKeys) => `account:${keys.account}`;
const ipKey = (keys: AttemptKeys) => `ip:${keys.ip}`;
