import type { ThrottleRules } from './attempt-throttle';
import type { SessionPolicy } from './session-service';

/** The sign-in limits as configured (AUTH_* settings). */
export interface IdentityPolicy {
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  throttle: { accountLimit: number; newAddressLimit: number; ipLimit: number; windowMinutes: number };
}

export function sessionPolicyOf(policy: IdentityPolicy): SessionPolicy {
  return { idleMinutes: policy.sessionIdleMinutes, absoluteHours: policy.sessionAbsoluteHours };
}

/** Every throttle counts over the same window. */
export function throttleRulesOf(policy: IdentityPolicy): ThrottleRules {
  const { accountLimit, newAddressLimit, ipLimit, windowMinutes } = policy.throttle;
  return {
    accountAndAddress: { limit: accountLimit, windowMinutes },
    accountFromNewAddresses: { limit: newAddressLimit, windowMinutes },
    ip: { limit: ipLimit, windowMinutes },
  };
}
