import { readConfig } from '../adapters/config';
import { DEMO_LOGINS, seedDemoData } from '../adapters/registry';
import { messageOf } from '../application/errors/message-of';
import { createPortalApp } from './app.factory';

async function main(): Promise<void> {
  const { config, problem } = readConfig();
  if (!config) {
    console.error(problem);
    process.exit(2);
  }
  const portal = await createPortalApp(config);
  const seed = config.seedDemoData ? await seedDemoData(portal.infrastructure) : undefined;
  await portal.app.listen(config.port, config.host);
  const url = `http://localhost:${config.port}`;
  console.log(`\nArtist portal is running at ${url}`);
  console.log(`  database: ${portal.infrastructure.database.engine}${config.databaseUrl ? '' : ` (${config.dataDir})`}`);
  if (config.apiDocsEnabled) console.log(`  API docs: ${url}/api/docs`);
  if (seed) {
    console.log(`\nDemo sign-ins${seed.seeded ? ' (demo data seeded just now)' : ''}:`);
    console.log(
      `  artist  ${url}/login        artist ID ${DEMO_LOGINS.artist.artistId}, invitation code ${DEMO_LOGINS.artist.invitationCode}`,
    );
    console.log(`  staff   ${url}/staff/login  ${DEMO_LOGINS.staff.email} / ${DEMO_LOGINS.staff.password}`);
  }
  console.log('');
  const stop = async () => {
    await portal.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error('The portal could not start:', messageOf(error));
  process.exit(1);
});
