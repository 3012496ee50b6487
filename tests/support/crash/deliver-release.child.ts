// One delivery attempt in a process of its own, so a test can kill it with SIGKILL at any phase of the upload:
// `node -r ./tests/support/crash/swc-register.cjs tests/support/crash/deliver-release.child.ts`, its settings in the
// environment (CRASH_*). It runs the delivery job's use case on each release in turn, as the job worker would.
import { SystemClock } from '../../../adapters/clock/system.clock';
import { SftpDelivery } from '../../../adapters/delivery/sftp.delivery';
import { DdexErn43DeliveryPackageBuilder } from '../../../adapters/delivery-package/ddex-ern43.delivery-package-builder';
import { LocalFileStorage } from '../../../adapters/file-storage/local.file-storage';
import { openPgliteDatabase } from '../../../adapters/persistence/pglite.database';
import { openPostgresDatabase } from '../../../adapters/persistence/postgres.database';
import { DrizzleReleaseDeliveryRepository } from '../../../adapters/persistence/repositories/drizzle.release-delivery.repository';
import { DrizzleReleaseForDeliveryReader } from '../../../adapters/persistence/repositories/drizzle.release-for-delivery.reader';
import { DeliverReleaseUseCase } from '../../../application/use-cases/delivery/deliver-release.use-case';

// A few rows: a small buffer pool opens PGlite in a fraction of the default 128 MB's time.
const SMALL_BUFFERS = ['shared_buffers = 16MB'];

const setting = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

async function main(): Promise<void> {
  const url = process.env.CRASH_DATABASE_URL;
  const handle = url
    ? await openPostgresDatabase(url, 2)
    : await openPgliteDatabase(setting('CRASH_PGLITE_DIR'), { settings: SMALL_BUFFERS });
  const storage = new LocalFileStorage(setting('CRASH_STORAGE_DIR'), 'test-signing-secret');
  const delivery = new SftpDelivery(
    {
      host: '127.0.0.1',
      port: Number(setting('CRASH_SFTP_PORT')),
      username: 'distributor',
      password: 'test-sftp-password',
      folder: setting('CRASH_SFTP_FOLDER'),
      readyTimeoutMs: 10_000,
    },
    storage,
  );
  const deliver = new DeliverReleaseUseCase({
    releases: new DrizzleReleaseForDeliveryReader(handle.db, 'Crash Test Records'),
    packages: new DdexErn43DeliveryPackageBuilder(),
    delivery,
    deliveries: new DrizzleReleaseDeliveryRepository(handle.db),
    clock: new SystemClock(),
    sender: { partyId: 'PADPIDA2026112701H', name: 'Crash Test Records' },
    recipient: { partyId: 'PADPIDA2011072101T', name: 'A Store' },
  });
  try {
    for (const id of setting('CRASH_SUBMISSIONS').split(',')) await deliver.execute(id);
  } finally {
    await handle.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
