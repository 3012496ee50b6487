import type { Env } from './env-reader';

/** Settings the glossary renamed, read under their former names while a deployment still sets those. */
const FORMER_NAMES: Record<string, string> = {
  MUSIC_CATALOGUE_ADAPTER: 'MUSIC_CATALOG_ADAPTER',
  AGREEMENT_SIGN_LINK_HOURS: 'CONTRACT_SIGN_LINK_HOURS',
};

/** The environment with each renamed setting under its new name when only the former one is set. */
export function withFormerSettingNames(env: Env): Env {
  const renamed: Env = { ...env };
  for (const [name, former] of Object.entries(FORMER_NAMES)) {
    if (renamed[name] === undefined && env[former] !== undefined) renamed[name] = env[former];
  }
  return renamed;
}
