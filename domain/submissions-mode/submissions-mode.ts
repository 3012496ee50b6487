// spec: public flow §2.2, §2.10 Developer tools panel, §4 Submissions mode, §7 config calls.
export type SubmissionsMode = 'full' | 'waiting-list';
export const WAITING_LIST_QUERY = { key: 'mode', value: 'waiting-list' } as const;
export const LOCAL_DEVELOPMENT_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

export const SUBMISSIONS_MODE_LABELS = {
  full: 'Full Submissions',
  waitingList: 'Waiting List Mode',
  accepting: 'Accepting submissions',
  paused: 'Paused',
} as const;

export const CONFIG_MESSAGES = {
  updateFailed: (status: number) => `Failed to update config: ${status}`,
  /** (ours) what the API answers a full submission while staff have paused them. */
  submissionsPaused: 'Full submissions are paused at the moment. Please join the waiting list instead.',
} as const;

/** A failed config read means submissions are enabled. */
export function submissionsEnabledFrom(config: { submissionsEnabled?: unknown } | null | undefined): boolean {
  return config?.submissionsEnabled !== false;
}

/** The mode=waiting-list query wins over the server config. */
export function submissionsMode(submissionsEnabled: boolean, queryMode: string | null | undefined): SubmissionsMode {
  return queryMode === WAITING_LIST_QUERY.value || !submissionsEnabled ? 'waiting-list' : 'full';
}

export interface SubmissionsView {
  submissionsEnabled: boolean;
  /** The visitor's own choice (header toggle or ?mode=waiting-list). */
  viewOverride: SubmissionsMode | null;
  /** Opened from a valid invitation or returning-artist link: staff asked for this submission. */
  invited: boolean;
}

/**
 * Paused means paused: without an invitation the page shows only the waiting list while submissions are off,
 * whatever the visitor picks; with them on, the visitor may still choose the waiting list.
 */
export function showsWaitingList(view: SubmissionsView): boolean {
  if (view.invited) return false;
  if (!view.submissionsEnabled) return true;
  return view.viewOverride === 'waiting-list';
}

/** Local development hosts skip wizard validation and show the developer panel. */
export function isLocalDevelopmentHost(hostname: string, extraHosts: readonly string[] = []): boolean {
  const host = hostname.trim().toLowerCase();
  return (LOCAL_DEVELOPMENT_HOSTS as readonly string[]).includes(host) || extraHosts.includes(host);
}

/** The name of a page's prerendered first screen while submissions are paused (served by the API, hydrated as is). */
export const WAITING_LIST_VARIANT = 'waiting-list';
