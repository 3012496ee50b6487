import { ConfigError, loadConfig } from '../adapters/config';
import { createPortalApp } from './app.factory';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const portal = await createPortalApp(config);
  await portal.app.listen(config.port, config.host);
  const url = `http://localhost:${config.port}`;
  console.log(`\nArtist portal is running at ${url}`);
  console.log(`  database: ${portal.infrastructure.database.engine}${config.databaseUrl ? '' : ` (${config.dataDir})`}`);
  console.log(`  API docs: ${url}/api/docs\n`);
  const stop = async () => {
    await portal.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('The portal could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
