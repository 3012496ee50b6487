import type { Delivery, DeliveryServerCheck, TargetDeliveries } from '../../../application/ports/delivery.port';
import type { DeliveryTarget } from '../../../application/ports/delivery-target.repository.port';
import { TargetHealthChecks } from '../../../application/use-cases/integrations/target-health-checks';
import { TARGET_HEALTH_WORDS, targetDownInWords } from '../../../domain/delivery-targets';
import { ManualClock } from '../../fakes/manual.clock';
import { aDeliveryTarget } from '../../support/delivery/delivery-target.mother';

const target = (id: string, host: string, updatedAt = new Date('2025-06-01T00:00:00Z')): DeliveryTarget => {
  const { password: _p, privateKey: _k, ...settings } = aDeliveryTarget({ name: id, host });
  return { ...settings, id, secrets: { password: 'secret-password', privateKey: '' }, createdAt: updatedAt, updatedAt };
};

/** Servers by host: 'up' answers with its folder, 'refusing' refuses, 'silent' never answers. */
function fakeServers() {
  const checks: string[] = [];
  const deliveries: TargetDeliveries = {
    to: (t) =>
      ({
        adapterName: 'sftp',
        check: (): Promise<DeliveryServerCheck> => {
          checks.push(t.host);
          if (t.host === 'refusing') return Promise.reject(new Error('connect ECONNREFUSED 10.0.0.9:22 password=hunter2'));
          if (t.host === 'silent') return new Promise(() => undefined);
          return Promise.resolve({ folder: t.folder, folderExists: t.host === 'up' });
        },
      }) as Pick<Delivery, 'adapterName' | 'check'> as Delivery,
  };
  return { deliveries, checks };
}

describe('delivery target health checks', () => {
  let nowMs = 1_000_000;
  const policy = { reuseForMs: 60_000, timeoutMs: 50, nowMs: () => nowMs };
  const clock = new ManualClock();

  it('say up with the folder, down with the reason in words and the masked detail, and down when the server is silent', async () => {
    const { deliveries } = fakeServers();
    const checks = new TargetHealthChecks({ deliveries, clock, policy });
    const [up, empty, refused, silent] = await checks.health([
      target('a', 'up'),
      target('b', 'no-folder'),
      target('c', 'refusing'),
      target('d', 'silent'),
    ]);
    expect(up).toMatchObject({ targetId: 'a', up: true, words: TARGET_HEALTH_WORDS.folderThere('/inbox'), technical: null });
    expect(empty).toMatchObject({ up: true, words: TARGET_HEALTH_WORDS.folderMissing('/inbox') });
    expect(refused).toMatchObject({ up: false, words: targetDownInWords('ECONNREFUSED') });
    expect(refused.technical).toContain('ECONNREFUSED');
    expect(refused.technical).not.toContain('hunter2');
    expect(silent).toMatchObject({ up: false, words: TARGET_HEALTH_WORDS.noAnswer(0) });
  });

  it('sign in to each server once per window however often the page asks, and again at once after the target changed', async () => {
    const { deliveries, checks: calls } = fakeServers();
    const checks = new TargetHealthChecks({ deliveries, clock, policy });
    const targets = [target('a', 'up'), target('c', 'refusing')];
    await Promise.all([checks.health(targets), checks.health(targets), checks.health(targets)]);
    nowMs += 59_000;
    await checks.health(targets);
    expect(calls).toEqual(['up', 'refusing']);
    nowMs += 1_000;
    await checks.health(targets);
    expect(calls).toEqual(['up', 'refusing', 'up', 'refusing']);
    await checks.health([target('a', 'up', new Date('2025-06-02T00:00:00Z')), targets[1]]);
    expect(calls).toEqual(['up', 'refusing', 'up', 'refusing', 'up']);
  });
});
