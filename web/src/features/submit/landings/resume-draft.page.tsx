import { useQuery } from '@tanstack/react-query';
import { Redirect, useParams } from 'wouter';
import { useInjection } from '../../../di/container-context';
import { PUBLIC_TOKENS } from '../../../di/public-tokens';
import { showDraft } from '../drafts/draft-sync';
import { LandingInvalid, LandingLoading } from './landing-states.component';

/** /submit/resume/{token}: the private 'finish later' link opens its draft in the wizard, on any device. */
export function ResumeDraftPage() {
  const { token = '' } = useParams();
  const gateway = useInjection(PUBLIC_TOKENS.draft);
  const resumed = useQuery({
    queryKey: ['draft-resume', token],
    // The draft is put in the wizard's stores before the redirect, so the wizard opens on it.
    queryFn: async () => {
      const answer = await gateway.resume(token);
      showDraft(answer, null);
      return answer.data.id;
    },
    staleTime: Infinity,
  });

  if (resumed.error) return <LandingInvalid title="This link can't be used" message={resumed.error.message} />;
  if (!resumed.data) return <LandingLoading what="link" />;
  return <Redirect to={`/submit?draft=${resumed.data}`} replace />;
}
