import type { DatabaseHandle } from '../../../adapters/persistence/database';
import { DrizzleSettingsRepository } from '../../../adapters/persistence/repositories/settings.repository';
import { StoredSecret } from '../../../adapters/security/stored-secret';
import { openTestDatabase, testEngines } from '../../support/test-database';

describe.each(testEngines())('a stored server secret on %s', (engine) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  /** Each instance of the API has its own repository; they share only the database. */
  const anInstance = (key: string) => new StoredSecret(new DrizzleSettingsRepository(database.db), key);

  it('is made once and read back the same by a later instance', async () => {
    const first = await anInstance('secret-later').load();
    expect(first).toHaveLength(32);
    expect((await anInstance('secret-later').load()).equals(first)).toBe(true);
  });

  it('is the same for instances that start together and all find it missing', async () => {
    const secrets = await Promise.all(Array.from({ length: 8 }, () => anInstance('secret-race').load()));
    for (const secret of secrets) expect(secret.equals(secrets[0])).toBe(true);
    const [stored] = await database.query<{ value: string }>("SELECT value FROM app_settings WHERE key = 'secret-race'");
    expect(Buffer.from(stored.value, 'base64url').equals(secrets[0])).toBe(true);
  });

  it('keeps a secret already stored', async () => {
    const existing = Buffer.alloc(32, 7).toString('base64url');
    await database.query('INSERT INTO app_settings (key, value) VALUES ($1, $2)', ['secret-existing', JSON.stringify(existing)]);
    expect((await anInstance('secret-existing').load()).toString('base64url')).toBe(existing);
  });
});
