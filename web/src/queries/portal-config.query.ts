import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { LABEL_NAME } from '@domain/shared/label';
import { showsWaitingList, submissionsEnabledFrom } from '@domain/submissions-mode';
import { useInjection } from '../di/container-context';
import { TOKENS } from '../di/tokens';
import type { PortalConfig, PortalConfigGateway } from '../gateway/portal-config.gateway';
import { useSubmissionModeStore } from '../stores/submission-mode.store';

/** The one cache entry for GET /api/config: each hook below selects its part of it, so a page fetches it once. */
export const PORTAL_CONFIG_KEY = ['config'] as const;

// spec: public flow §4 — a failed config read means submissions are enabled; the label's name is the domain's default.
const UNREAD_CONFIG: PortalConfig = { submissionsEnabled: submissionsEnabledFrom(null), labelName: LABEL_NAME };

export function usePortalConfigGateway(): PortalConfigGateway {
  return useInjection(TOKENS.portalConfig);
}

/**
 * The unread config is shown while the read is on its way (`placeholderData`, which the cache does not keep). Each hook
 * selects its part, so an answer that confirms what is shown renders nothing again: the pages that ask whether
 * submissions are open (the whole wizard) re-render only when they are paused.
 */
function usePortalConfig<T>(select: (config: PortalConfig) => T): T {
  const gateway = usePortalConfigGateway();
  const { data } = useQuery({
    queryKey: PORTAL_CONFIG_KEY,
    queryFn: () =>
      gateway.readConfig().then(
        (config): PortalConfig => ({ ...config, submissionsEnabled: submissionsEnabledFrom(config) }),
        () => UNREAD_CONFIG,
      ),
    placeholderData: UNREAD_CONFIG,
    staleTime: Infinity,
    select,
  });
  return data ?? select(UNREAD_CONFIG);
}

const selectSubmissionsEnabled = (config: PortalConfig) => config.submissionsEnabled;
const selectLabelName = (config: PortalConfig) => config.labelName;

/** Shows `submissionsEnabled` as the config's answer (staff's switch), whether or not the config was read yet. */
export function showSubmissionsEnabled(client: QueryClient, submissionsEnabled: boolean): void {
  client.setQueryData<PortalConfig>(PORTAL_CONFIG_KEY, (config) => ({ ...(config ?? UNREAD_CONFIG), submissionsEnabled }));
}

/** Whether staff let new submissions in; open until the server says otherwise. */
export function useSubmissionsEnabled(): boolean {
  return usePortalConfig(selectSubmissionsEnabled);
}

/** On the prerendered page's root: the server sent the page as it reads while submissions are paused. */
export const SUBMISSIONS_PAUSED_ATTRIBUTE = 'data-submissions-paused';

const noChange = () => () => undefined;
/** Whether the page in the browser was sent in its waiting-list first screen (read while it is taken over). */
const prerenderedPaused = () => document.getElementById('root')?.hasAttribute(SUBMISSIONS_PAUSED_ATTRIBUTE) ?? false;

/**
 * The page shows the waiting-list form instead of the wizard (public flow §2.2, §2.4). While the browser takes over a
 * prerendered page it shows what the server sent (the wizard, or the waiting list while submissions are paused), so
 * the config's answer arriving mid-way cannot make the first render differ from the page; then it follows the config.
 */
export function useWaitingListMode(): boolean {
  const submissionsEnabled = useSubmissionsEnabled();
  const viewOverride = useSubmissionModeStore((s) => s.viewOverride);
  const invited = useSubmissionModeStore((s) => s.invited);
  const live = showsWaitingList({ submissionsEnabled, viewOverride, invited });
  // React reads the server snapshot while it hydrates and in the prerender (where the config is seeded), and the
  // client snapshot (null: follow the config) from then on.
  const sent = useSyncExternalStore<boolean | null>(
    noChange,
    () => null,
    () => (typeof document === 'undefined' ? live : prerenderedPaused()),
  );
  return sent ?? live;
}

/** The visitor may pick the full wizard only while submissions are open (or when invited). */
export function useFullModeAvailable(): boolean {
  const submissionsEnabled = useSubmissionsEnabled();
  return useSubmissionModeStore((s) => s.invited) || submissionsEnabled;
}

/** The label's name as the portal is configured (LABEL_NAME); the domain's default while it loads or if the read fails. */
export function useLabelName(): string {
  return usePortalConfig(selectLabelName);
}
