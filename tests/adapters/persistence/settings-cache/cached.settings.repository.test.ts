import { randomUUID } from 'node:crypto';
import { DrizzleSettingsRepository } from '../../../../adapters/persistence/repositories/settings.repository';
import { CachedSettingsRepository } from '../../../../adapters/persistence/settings-cache/cached.settings.repository';
import { eventually } from '../../../support/eventually';
import { cacheUnderTest } from '../../../support/cache-under-test';
import { testEngines } from '../../../support/test-database';

describe.each(testEngines())('portal settings from memory on %s', (engine) => {
  const cache = cacheUnderTest(engine, { inner: DrizzleSettingsRepository, spied: 'read', cache: CachedSettingsRepository });
  const { cached: settings, databaseReadsDuring, changeOutside: change } = cache;

  const aKey = () => `test-${randomUUID()}`;

  const servedFromMemory = async (key: string) => (await databaseReadsDuring(() => settings().read(key))) === 0;

  /**
   * Until every change made so far has been heard (on PostgreSQL a write's notice comes a moment after the write, and
   * would drop what was cached since): a listener hears notices in commit order, so once a later change is heard,
   * the earlier ones have been.
   */
  async function untilEarlierNoticesHeard(): Promise<void> {
    const marker = aKey();
    await settings().read(marker);
    await change('INSERT INTO app_settings (key, value) VALUES ($1, $2)', [marker, JSON.stringify(true)]);
    await eventually(async () => (await settings().read(marker)) === true);
  }

  /** On PGlite the notice is heard before the write returns; on PostgreSQL a moment later. */
  async function expectSetting(key: string, expected: unknown): Promise<void> {
    if (engine === 'postgres') await eventually(async () => (await settings().read(key)) === expected);
    expect(await settings().read(key)).toBe(expected);
  }

  it('reads a setting from the database once, then from memory', async () => {
    const key = aKey();
    await settings().write(key, false);
    await untilEarlierNoticesHeard();
    expect(await settings().read(key)).toBe(false);
    expect(await servedFromMemory(key)).toBe(true);
    expect(await databaseReadsDuring(() => Promise.all([1, 2, 3, 4, 5].map(() => settings().read(key))))).toBe(0);
  });

  it('remembers that a key was never set, and hears when it is', async () => {
    const key = aKey();
    expect(await settings().read(key)).toBeUndefined();
    expect(await databaseReadsDuring(() => settings().read(key))).toBe(0);
    await change('INSERT INTO app_settings (key, value) VALUES ($1, $2)', [key, JSON.stringify(true)]);
    await expectSetting(key, true);
  });

  it('drops a setting changed or deleted outside the repository', async () => {
    const key = aKey();
    await settings().write(key, true);
    await expectSetting(key, true);
    await change('UPDATE app_settings SET value = $2 WHERE key = $1', [key, JSON.stringify(false)]);
    await expectSetting(key, false);
    await change('DELETE FROM app_settings WHERE key = $1', [key]);
    await expectSetting(key, undefined);
  });

  it('answers its own writes at once, on every engine', async () => {
    const key = aKey();
    await settings().write(key, true);
    expect(await settings().read(key)).toBe(true);
    await settings().write(key, false);
    expect(await settings().read(key)).toBe(false);
  });

  it('keeps other keys cached when one changes', async () => {
    const [kept, changed] = [aKey(), aKey()];
    await settings().write(kept, 'kept');
    await settings().write(changed, 'before');
    await untilEarlierNoticesHeard();
    expect(await settings().read(kept)).toBe('kept');
    expect(await servedFromMemory(kept)).toBe(true);
    await change('UPDATE app_settings SET value = $2 WHERE key = $1', [changed, JSON.stringify('after')]);
    await expectSetting(changed, 'after');
    expect(await servedFromMemory(kept)).toBe(true);
  });

  it('creates a setting only where none is stored, and answers the stored one', async () => {
    const key = aKey();
    expect(await settings().read(key)).toBeUndefined();
    expect(await settings().readOrCreate(key, 'first')).toBe('first');
    expect(await settings().readOrCreate(key, 'second')).toBe('first');
    expect(await settings().read(key)).toBe('first');
  });

  it('hands out copies: a caller changing a stored object does not change the cache', async () => {
    const key = aKey();
    await settings().write(key, { list: ['a'] });
    const first = await settings().read<{ list: string[] }>(key);
    first?.list.push('changed by a caller');
    expect(await settings().read(key)).toEqual({ list: ['a'] });
  });
});
