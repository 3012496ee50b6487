import type { ConsentState } from './consent-state';
import { SPLIT_SHEET_MESSAGES } from './split-sheet.messages';

/** What approval waits for (config SPLIT_CONSENT): every share agreed, a warning on the desk, or nothing. */
export const SPLIT_CONSENT_MODES = ['block', 'warn', 'off'] as const;
export type SplitConsentMode = (typeof SPLIT_CONSENT_MODES)[number];
export const DEFAULT_SPLIT_CONSENT_MODE: SplitConsentMode = 'warn';

export interface PersonConsent {
  name: string;
  email: string;
  state: ConsentState;
}

/** The people (once each, by name) who have not agreed to every one of their current shares. */
export function missingConsents(consents: readonly PersonConsent[]): string[] {
  const names = new Map<string, string>();
  for (const c of consents) if (c.state !== 'agreed' && !names.has(c.email)) names.set(c.email, c.name || c.email);
  return [...names.values()];
}

/** The approval's answer under a mode: refused (with who is missing), allowed with a warning, or allowed. */
export function approvalCheck(mode: SplitConsentMode, consents: readonly PersonConsent[]): { allowed: boolean; warning: string | null } {
  if (mode === 'off') return { allowed: true, warning: null };
  const missing = missingConsents(consents);
  if (missing.length === 0) return { allowed: true, warning: null };
  const message = SPLIT_SHEET_MESSAGES.notAgreedBy(missing);
  return mode === 'block' ? { allowed: false, warning: message } : { allowed: true, warning: message };
}
