import { DrizzleDeliveryTargetRepository } from '../../../../adapters/persistence/repositories/drizzle.delivery-target.repository';
import { aDeliveryTarget } from '../../../support/delivery/delivery-target.mother';
import { describeOnTestDatabases } from '../../../support/test-database';

describeOnTestDatabases('DrizzleDeliveryTargetRepository', (database) => {
  const at = new Date('2026-11-29T10:00:00Z');

  it('keeps every setting and the secrets; an update without a secret keeps the stored one; names are unique', async () => {
    const targets = new DrizzleDeliveryTargetRepository(database().db);
    const created = await targets.create(aDeliveryTarget({ privateKey: 'KEY' }), at);
    const { password: _password, privateKey: _privateKey, ...settings } = aDeliveryTarget();
    expect(created).toMatchObject({ ...settings, secrets: { password: 'store-secret-password', privateKey: 'KEY' } });
    expect(await targets.create(aDeliveryTarget({ name: 'STREAMWAVE' }), at)).toBeNull();
    const changed = await targets.update(created!.id, { ...settings, port: 2222, password: undefined, privateKey: '' }, at);
    expect(changed).toMatchObject({ port: 2222, secrets: { password: 'store-secret-password', privateKey: '' } });
    const other = await targets.create(aDeliveryTarget({ name: 'Other' }), at);
    expect(await targets.update(other!.id, { ...settings }, at)).toBe('name-taken');
    expect((await targets.list()).map((t) => t.name)).toEqual(['Other', 'Streamwave']);
    expect(await targets.remove(other!.id)).toBe(true);
    expect(await targets.find(other!.id)).toBeNull();
  });

  it('makes the target of the configured SFTP settings once, however often it starts', async () => {
    const targets = new DrizzleDeliveryTargetRepository(database().db);
    await Promise.all([1, 2].map(() => targets.ensureConfigured('sftp-settings', aDeliveryTarget({ name: 'Configured' }), at)));
    await targets.ensureConfigured('sftp-settings', aDeliveryTarget({ name: 'Configured' }), at);
    expect((await targets.list()).filter((t) => t.name === 'Configured')).toHaveLength(1);
  });
});
