import type { AppConfig } from './app-config';
import { ConfigError, type Env } from './env-reader';
import { loadConfig } from './load-config';

export type ConfigReading = { config: AppConfig; problem?: undefined } | { config?: undefined; problem: string };

/** For start-up: the config, or the message naming every bad variable; any other failure still throws. */
export function readConfig(env: Env = process.env, cwd = process.cwd()): ConfigReading {
  try {
    return { config: loadConfig(env, cwd) };
  } catch (error) {
    if (error instanceof ConfigError) return { problem: error.message };
    throw error;
  }
}
