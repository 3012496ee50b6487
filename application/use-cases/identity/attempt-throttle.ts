import type { ThrottleRule } from '../../../domain/access';
import type { AuthThrottleRepository, ThrottleLimit } from '../../ports/auth-throttle.repository.port';
import type { Clock } from '../../ports/clock.port';
import { TooManyAttemptsError } from './sign-in.errors';

export interface ThrottleRules {
  /** Attempts on one account from one address. */
  accountAndAddress: ThrottleRule;
  /** Attempts on one account from all the addresses it never signed in from, together. */
  accountFromNewAddresses: ThrottleRule;
  /** Attempts from one address on any accounts. */
  ip: ThrottleRule;
}

/** Who is trying: the account (or token) being guessed and the caller's address. */
export interface AttemptKeys {
  account: string;
  ip: string;
}

export interface ReservedAttempt {
  keys: AttemptKeys;
  countedOnAccount: boolean;
}

export interface AttemptThrottleDeps {
  counters: AuthThrottleRepository;
  clock: Clock;
  rules: ThrottleRules;
}

/**
 * Brute-force limits for sign-in, persisted so every instance counts the same attempts. reserve() counts the
 * attempt BEFORE the secret is verified (parallel guesses cannot all pass a check and then hash), so past a
 * limit even the right secret is refused (too_many_requests); a success gives its attempt back.
 *
 * Policy: an address is limited per account it tries and overall; the account-wide limit only counts and
 * blocks addresses the account never signed in from, so a stranger guessing from elsewhere cannot lock the
 * real owner out of the addresses they use.
 */
export class AttemptThrottle {
  constructor(private readonly deps: AttemptThrottleDeps) {}

  async reserve(keys: AttemptKeys): Promise<ReservedAttempt> {
    const known = await this.deps.counters.isKnownAddress(keys.account, keys.ip);
    const limits: ThrottleLimit[] = [
      { key: pairKey(keys), ...this.deps.rules.accountAndAddress },
      { key: ipKey(keys), ...this.deps.rules.ip },
    ];
    if (!known) limits.push({ key: accountKey(keys), ...this.deps.rules.accountFromNewAddresses });
    const reservation = await this.deps.counters.reserve(limits, this.deps.clock.now());
    if (!reservation.reserved) throw new TooManyAttemptsError(reservation.retryAfterSeconds);
    return { keys, countedOnAccount: !known };
  }

  /** The reserved attempt was right: it is given back, and the address is remembered as the account's own. */
  async recordSuccess({ keys, countedOnAccount }: ReservedAttempt): Promise<void> {
    await this.deps.counters.clear(pairKey(keys));
    await this.deps.counters.refund(ipKey(keys));
    if (countedOnAccount) await this.deps.counters.refund(accountKey(keys));
    await this.deps.counters.rememberAddress(keys.account, keys.ip, this.deps.clock.now());
  }
}

const pairKey = (keys: AttemptKeys) => `account-ip:${keys.account}|${keys.ip}`;
const accountKey = (keys: AttemptKeys) => `account:${keys.account}`;
const ipKey = (keys: AttemptKeys) => `ip:${keys.ip}`;
