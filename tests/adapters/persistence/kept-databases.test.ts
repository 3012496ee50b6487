import { openAsBlob } from 'node:fs';
import type { DatabaseHandle } from '../../../adapters/persistence/database';
import { openPgliteDatabase } from '../../../adapters/persistence/pglite.database';
import { KeptDatabases } from '../../support/world/kept-databases';
import { ensurePgliteImage } from '../../support/world/migrated-schema';

describe("the test world's kept databases", () => {
  it('hand a closed database to the next open, and end one a file closes after its databases were ended', async () => {
    const opened: DatabaseHandle[] = [];
    const kept = new KeptDatabases(async () => {
      const handle = await openPgliteDatabase(undefined, { image: await openAsBlob(await ensurePgliteImage()) });
      opened.push(handle);
      return handle;
    });
    await (await kept.open()).close();
    const again = await kept.open();
    expect(opened).toHaveLength(1);

    // As a file's top-level afterAll does when declared after the world's: it closes its app once all were ended.
    await kept.closeAll();
    await again.close();
    await expect(opened[0].query('SELECT 1')).rejects.toThrow();
  });
});
