import type { HealthCheck } from '../../application/ports/health-check.port';
import { CheckHealthUseCase } from '../../application/use-cases/check-health.use-case';

const backlog = { pending: 2, retrying: 1, running: 0, dead: 3, oldestDueAt: new Date('2025-06-02T10:00:00Z') };
const jobs = { backlog: async () => backlog };
const up = (name: string): HealthCheck => ({ health: async () => ({ name, adapter: 'x', up: true }) });

describe('CheckHealthUseCase', () => {
  it('is ok when every dependency is up', async () => {
    const report = await new CheckHealthUseCase({ checks: [up('database'), up('board')], uptimeSeconds: () => 12.4, jobs }).run();
    expect(report).toEqual({
      status: 'ok',
      uptimeSeconds: 12,
      checks: [expect.objectContaining({ name: 'database' }), expect.objectContaining({ name: 'board' })],
      jobs: backlog,
    });
  });

  it('reports degraded, naming the failure, when one check is down or throws', async () => {
    const down: HealthCheck = { health: async () => ({ name: 'board', adapter: 'monday', up: false, detail: 'Unauthorized' }) };
    const broken: HealthCheck = { health: async () => Promise.reject(new Error('socket hang up')) };
    const report = await new CheckHealthUseCase({
      checks: [up('database'), down, broken],
      uptimeSeconds: () => 1,
      jobs: { backlog: () => Promise.reject(new Error('database down')) },
    }).run();
    expect(report.status).toBe('degraded');
    expect(report.jobs).toBeNull();
    expect(report.checks).toContainEqual({ name: 'board', adapter: 'monday', up: false, detail: 'Unauthorized' });
    expect(report.checks).toContainEqual(expect.objectContaining({ up: false, detail: 'socket hang up' }));
  });
});

describe('CheckHealthUseCase probe reuse', () => {
  it('probes each provider once for a flood of calls inside the window, and again after it', async () => {
    let probes = 0;
    let nowMs = 1_000;
    const counted: HealthCheck = { health: async () => ({ name: 'board', adapter: 'monday', up: ++probes > 0 }) };
    const useCase = new CheckHealthUseCase({
      checks: [counted],
      uptimeSeconds: () => 1,
      jobs,
      policy: { reuseForMs: 10_000, nowMs: () => nowMs },
    });
    const reports = await Promise.all(Array.from({ length: 50 }, () => useCase.run()));
    expect(probes).toBe(1);
    expect(reports.every((r) => r.status === 'ok' && r.jobs === backlog)).toBe(true);
    nowMs += 9_999;
    await useCase.run();
    expect(probes).toBe(1);
    nowMs += 1;
    await useCase.run();
    expect(probes).toBe(2);
  });
});
