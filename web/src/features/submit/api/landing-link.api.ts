import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { useInjection } from '../../../di/container-context';
import { PUBLIC_TOKENS } from '../../../di/public-tokens';
import type { LandingGateway } from '../../../gateway/landing.gateway';
import type { SubmissionForm } from '../../../stores/submission-form.model';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useSubmissionModeStore } from '../../../stores/submission-mode.store';

interface LandingLink<T> {
  /** Names the link's answer in the query cache. */
  kind: string;
  check(landing: LandingGateway, token: string): Promise<T>;
  prefill(form: SubmissionForm, answer: T, token: string): SubmissionForm;
}

/**
 * The token of an invitation or returning-artist link (the route's :token), checked once per tab. The answer fills
 * the form before the wizard appears, so the wizard opens that artist's draft; a linked artist gets the full wizard
 * even while open submissions are paused.
 */
export function useLandingLink<T>({ kind, check, prefill }: LandingLink<T>) {
  const { token } = useParams();
  const landing = useInjection(PUBLIC_TOKENS.landing);
  const update = useSubmissionFormStore((s) => s.update);
  const openForInvitedArtist = useSubmissionModeStore((s) => s.openForInvitedArtist);
  const link = useQuery({
    queryKey: [kind, token],
    enabled: !!token,
    staleTime: Infinity,
    queryFn: async () => {
      const valid = token ?? '';
      const answer = await check(landing, valid);
      update((form) => prefill(form, answer, valid));
      openForInvitedArtist();
      return answer;
    },
  });
  return { token, link };
}
