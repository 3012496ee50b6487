import { useQuery } from '@tanstack/react-query';
import { LABEL_NAME } from '../../../domain/shared/label';
import { showsWaitingList, submissionsEnabledFrom } from '../../../domain/submissions-mode';
import { useInjection } from '../di/container-context';
import { TOKENS } from '../di/tokens';
import type { PortalConfigGateway } from '../gateway/portal-config.gateway';
import { useSubmissionModeStore } from '../stores/submission-mode.store';

export const SUBMISSIONS_ENABLED_KEY = ['config', 'submissions-enabled'] as const;
const LABEL_NAME_KEY = ['config', 'label-name'] as const;

export function usePortalConfigGateway(): PortalConfigGateway {
  return useInjection(TOKENS.portalConfig);
}

/**
 * Whether staff let new submissions in; open until the server says otherwise. Open is shown while the read is on its
 * way (`placeholderData`, which the cache does not keep), so an answer that confirms it changes nothing on screen and
 * renders nothing again: the pages that ask (the whole wizard) re-render only when submissions are paused.
 */
export function useSubmissionsEnabled(): boolean {
  const gateway = usePortalConfigGateway();
  const { data } = useQuery({
    queryKey: SUBMISSIONS_ENABLED_KEY,
    // spec: public flow §4 — a failed config read means submissions are enabled.
    queryFn: () =>
      gateway.readSubmissionsEnabled().then(
        (submissionsEnabled) => submissionsEnabledFrom({ submissionsEnabled }),
        () => submissionsEnabledFrom(null),
      ),
    placeholderData: submissionsEnabledFrom(null),
    staleTime: Infinity,
  });
  return data ?? submissionsEnabledFrom(null);
}

/** The page shows the waiting-list form instead of the wizard (public flow §2.2, §2.4). */
export function useWaitingListMode(): boolean {
  const submissionsEnabled = useSubmissionsEnabled();
  const viewOverride = useSubmissionModeStore((s) => s.viewOverride);
  const invited = useSubmissionModeStore((s) => s.invited);
  return showsWaitingList({ submissionsEnabled, viewOverride, invited });
}

/** The visitor may pick the full wizard only while submissions are open (or when invited). */
export function useFullModeAvailable(): boolean {
  const submissionsEnabled = useSubmissionsEnabled();
  return useSubmissionModeStore((s) => s.invited) || submissionsEnabled;
}

/** The label's name as the portal is configured (LABEL_NAME); the domain's default while it loads or if the read fails. */
export function useLabelName(): string {
  const gateway = usePortalConfigGateway();
  const { data } = useQuery({
    queryKey: LABEL_NAME_KEY,
    queryFn: () => gateway.readLabelName().catch(() => LABEL_NAME),
    placeholderData: LABEL_NAME,
    staleTime: Infinity,
  });
  return data ?? LABEL_NAME;
}
