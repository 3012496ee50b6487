import { DrizzleStaffAccountRepository } from '../../../../adapters/persistence/repositories/drizzle.staff-account.repository';
import { describeOnTestDatabases } from '../../../support/test-database';

describeOnTestDatabases('DrizzleStaffAccountRepository', (database) => {
  const accounts = () => new DrizzleStaffAccountRepository(database().db);

  it('creates an account and finds it by id and by email in any case', async () => {
    const { id, created } = await accounts().upsert({ email: 'Desk@Label.example', name: 'Desk', passwordHash: 'h1' });
    expect(created).toBe(true);
    const account = { id, email: 'Desk@Label.example', name: 'Desk', passwordHash: 'h1', active: true };
    expect(await accounts().findById(id)).toEqual(account);
    expect(await accounts().findByEmail('desk@label.EXAMPLE')).toEqual(account);
    expect(await accounts().findByEmail('nobody@label.example')).toBeUndefined();
  });

  it('an upsert with a known email replaces name and password and reactivates the same account', async () => {
    const { id } = await accounts().upsert({ email: 'ops@label.example', name: 'Ops', passwordHash: 'old' });
    await database().query('UPDATE staff_accounts SET active = false WHERE id = $1', [id]);
    expect(await accounts().upsert({ email: 'OPS@label.example', name: 'Ops Team', passwordHash: 'new' })).toEqual({ id, created: false });
    expect(await accounts().findById(id)).toMatchObject({ name: 'Ops Team', passwordHash: 'new', active: true });
    const [row] = await database().query<{ n: number }>(
      "SELECT count(*)::int AS n FROM staff_accounts WHERE lower(email) = 'ops@label.example'",
    );
    expect(Number(row.n)).toBe(1);
  });
});
