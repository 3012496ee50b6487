import { useLocation } from 'wouter';
import { useInjection } from '../../../di/container-context';
import { PUBLIC_TOKENS } from '../../../di/public-tokens';
import type { DraftGateway } from '../../../gateway/draft.gateway';
import type { MonitoringGateway } from '../../../gateway/monitoring.gateway';
import type { SubmissionGateway } from '../../../gateway/submission.gateway';
import type { UploadGateway } from '../../../gateway/upload.gateway';

/** Submits the release (wizard/submit-release.ts, loaded with the first submit), then shows `successPath`. */
export function useSubmitRelease(successPath: string): () => Promise<void> {
  const [, navigate] = useLocation();
  const submissions = useInjection<SubmissionGateway>(PUBLIC_TOKENS.submission);
  const uploads = useInjection<UploadGateway>(PUBLIC_TOKENS.upload);
  const drafts = useInjection<DraftGateway>(PUBLIC_TOKENS.draft);
  const monitoring = useInjection<MonitoringGateway>(PUBLIC_TOKENS.monitoring);
  return async () =>
    (await import('./submit-release')).submitRelease({
      navigate: (to) => navigate(to),
      successPath,
      submissions,
      uploads,
      drafts,
      monitoring,
    });
}
