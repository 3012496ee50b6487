import { errorForStaff } from '../../../domain/jobs';
import { TARGET_HEALTH_WORDS, targetDownInWords } from '../../../domain/delivery-targets';
import { messageOf } from '../../errors/message-of';
import type { Clock } from '../../ports/clock.port';
import type { TargetDeliveries } from '../../ports/delivery.port';
import type { DeliveryTarget } from '../../ports/delivery-target.repository.port';

/** One target's server as the last check found it. */
export interface TargetHealth {
  targetId: string;
  up: boolean;
  /** Plain words: signed in and the folder there, or why the server is down. */
  words: string;
  /** The transport's own text when down (secret-looking parts hidden); null when up. */
  technical: string | null;
  checkedAt: Date;
}

export interface TargetHealthPolicy {
  /** A check's answer is reused this long: the page refreshes every 30 s and several staff may have it open. */
  reuseForMs: number;
  /** A check still unanswered after this is reported down (the connection is left to close by itself). */
  timeoutMs: number;
  /** Real time, not the portal's clock: the throttle protects a store's server whatever the clock says. */
  nowMs: () => number;
}

export const TARGET_HEALTH_POLICY: TargetHealthPolicy = { reuseForMs: 60_000, timeoutMs: 6_000, nowMs: () => Date.now() };

const NO_ANSWER = Symbol('no answer');

interface Entry {
  /** The target as it was checked: a changed target (host, user, secret) is checked again at once. */
  version: number;
  startedAt: number;
  result: Promise<TargetHealth>;
}

/**
 * Signs in to each target's server at most once per `reuseForMs` whoever asks (callers within the window, or while a
 * check runs, share its answer), so the integrations page never hammers a store's server.
 */
export interface TargetHealthChecksDeps {
  deliveries: TargetDeliveries;
  clock: Clock;
  policy?: TargetHealthPolicy;
}

export class TargetHealthChecks {
  private readonly entries = new Map<string, Entry>();
  private readonly deliveries: TargetDeliveries;
  private readonly clock: Clock;
  private readonly policy: TargetHealthPolicy;

  constructor(deps: TargetHealthChecksDeps) {
    this.deliveries = deps.deliveries;
    this.clock = deps.clock;
    this.policy = deps.policy ?? TARGET_HEALTH_POLICY;
  }

  health(targets: readonly DeliveryTarget[]): Promise<TargetHealth[]> {
    const now = this.policy.nowMs();
    for (const id of this.entries.keys()) if (!targets.some((t) => t.id === id)) this.entries.delete(id);
    return Promise.all(targets.map((target) => this.current(target, now)));
  }

  private current(target: DeliveryTarget, now: number): Promise<TargetHealth> {
    const version = target.updatedAt.getTime();
    const entry = this.entries.get(target.id);
    if (entry && entry.version === version && now - entry.startedAt < this.policy.reuseForMs) return entry.result;
    const result = this.check(target);
    this.entries.set(target.id, { version, startedAt: now, result });
    return result;
  }

  private async check(target: DeliveryTarget): Promise<TargetHealth> {
    const at = { targetId: target.id, checkedAt: this.clock.now() };
    const { timeoutMs } = this.policy;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<typeof NO_ANSWER>((resolve) => {
      timer = setTimeout(() => resolve(NO_ANSWER), timeoutMs);
    });
    try {
      const found = await Promise.race([this.deliveries.to(target).check(), timeout]);
      if (found === NO_ANSWER) {
        const words = TARGET_HEALTH_WORDS.noAnswer(Math.round(timeoutMs / 1000));
        return { ...at, up: false, words, technical: `no answer within ${timeoutMs} ms` };
      }
      const words = found.folderExists ? TARGET_HEALTH_WORDS.folderThere(found.folder) : TARGET_HEALTH_WORDS.folderMissing(found.folder);
      return { ...at, up: true, words, technical: null };
    } catch (error) {
      const raw = messageOf(error);
      return { ...at, up: false, words: targetDownInWords(raw), technical: errorForStaff(raw) };
    } finally {
      clearTimeout(timer);
    }
  }
}
