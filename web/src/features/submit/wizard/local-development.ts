import { isLocalDevelopmentHost } from '@domain/submissions-mode';

declare const __HARBOUR_DEV_SERVER__: boolean | undefined;

/**
 * 'Validation is skipped on local development hosts' (public flow §5) — only on the Vite dev server, so a
 * production build opened on 127.0.0.1 (browser tests, a local trial) validates like the real site.
 */
export function skipsValidation(): boolean {
  const devServer = typeof __HARBOUR_DEV_SERVER__ !== 'undefined' && __HARBOUR_DEV_SERVER__;
  return devServer && isLocalDevelopmentHost(window.location.hostname);
}
