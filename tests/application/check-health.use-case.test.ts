import type { HealthCheck } from '../../application/ports/health-check.port';
import { CheckHealthUseCase } from '../../application/use-cases/check-health.use-case';

const backlog = { pending: 2, retrying: 1, running: 0, dead: 3, oldestDueAt: new Date('2025-06-02T10:00:00Z') };
const jobs = { backlog: async () => backlog };
const up = (name: string): HealthCheck => ({ health: async () => ({ name, adapter: 'x', up: true }) });

describe('CheckHealthUseCase', () => {
  it('is ok when every dependency is up', async () => {
    const report = await new CheckHealthUseCase([up('database'), up('board')], () => 12.4, jobs).run();
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
    const report = await new CheckHealthUseCase([up('database'), down, broken], () => 1, {
      backlog: () => Promise.reject(new Error('database down')),
    }).run();
    expect(report.status).toBe('degraded');
    expect(report.jobs).toBeNull();
    expect(report.checks).toContainEqual({ name: 'board', adapter: 'monday', up: false, detail: 'Unauthorized' });
    expect(report.checks).toContainEqual(expect.objectContaining({ up: false, detail: 'socket hang up' }));
  });
});
