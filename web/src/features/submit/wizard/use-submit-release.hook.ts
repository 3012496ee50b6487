import { useLocation } from 'wouter';
import { useInjection } from '../../../di/container-context';
import { PUBLIC_TOKENS } from '../../../di/public-tokens';

/** Submits the release (wizard/submit-release.ts, loaded with the first submit), then shows `successPath`. */
export function useSubmitRelease(successPath: string): () => Promise<void> {
  const [, navigate] = useLocation();
  const submissions = useInjection(PUBLIC_TOKENS.submission);
  const uploads = useInjection(PUBLIC_TOKENS.upload);
  const drafts = useInjection(PUBLIC_TOKENS.draft);
  const monitoring = useInjection(PUBLIC_TOKENS.monitoring);
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
