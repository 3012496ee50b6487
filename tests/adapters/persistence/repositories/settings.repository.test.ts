import { DrizzleSettingsRepository } from '../../../../adapters/persistence/repositories/settings.repository';
import { describeOnTestDatabases } from '../../../support/test-database';

describeOnTestDatabases('DrizzleSettingsRepository', (database) => {
  it('writes, overwrites and reads JSON values; an unknown key reads undefined', async () => {
    const settings = new DrizzleSettingsRepository(database().db);
    expect(await settings.read('spec.mode')).toBeUndefined();
    await settings.write('spec.mode', { mode: 'paused', until: '2030-01-01' });
    await settings.write('spec.mode', { mode: 'open' });
    expect(await settings.read('spec.mode')).toEqual({ mode: 'open' });
    await settings.write('spec.count', 3);
    expect(await settings.read<number>('spec.count')).toBe(3);
  });

  it('instances racing to create a setting all answer the first stored value', async () => {
    const instances = [1, 2, 3].map(() => new DrizzleSettingsRepository(database().db));
    const answers = await Promise.all(instances.map((settings, i) => settings.readOrCreate('spec.secret', `value-${i}`)));
    expect(new Set(answers).size).toBe(1);
    expect(await instances[0].read('spec.secret')).toBe(answers[0]);
    expect(await instances[1].readOrCreate('spec.secret', 'later')).toBe(answers[0]);
  });
});
