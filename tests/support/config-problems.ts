import { ConfigError, loadConfig } from '../../adapters/config';

/** What loadConfig refuses in `env` (its ConfigError's problems), or nothing when it loads. */
export function configProblemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/portal');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
