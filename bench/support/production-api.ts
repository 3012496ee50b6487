import { execFileSync, spawn } from 'node:child_process';
import { waitForHealth } from '../upload-clients';

export interface ProductionApi {
  pid: number;
  stop(): Promise<void>;
}

export interface ProductionApiOptions {
  port: number;
  dataDir: string;
  /** Node flags for the API process, e.g. '--cpu-prof' to profile it. */
  nodeArgs?: string[];
  env?: Record<string, string>;
}

/**
 * The API as production runs it (compiled by tsc for Nest's decorator metadata, from dist/server) on 127.0.0.1,
 * local storage, no worker, no demo data; answers once /api/health does.
 */
export async function startProductionApi(options: ProductionApiOptions): Promise<ProductionApi> {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  const server = spawn(process.execPath, [...(options.nodeArgs ?? []), 'dist/server/api/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'error',
      WORKER_ENABLED: 'false',
      STORAGE_ADAPTER: 'local',
      SEED_DEMO_DATA: 'false',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForHealth(`http://127.0.0.1:${options.port}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: server.pid!, stop };
}
