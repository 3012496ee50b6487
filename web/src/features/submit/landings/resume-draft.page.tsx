import { Redirect, useParams } from 'wouter';
import { useResumedDraft } from '../api/draft.api';
import { showDraft } from '../drafts/draft-sync';
import { LandingInvalid, LandingLoading } from './landing-states.component';

/** /submit/resume/{token}: the private 'finish later' link opens its draft in the wizard, on any device. */
export function ResumeDraftPage() {
  const { token = '' } = useParams();
  const resumed = useResumedDraft(token, (answer) => showDraft(answer, null));

  if (resumed.error) return <LandingInvalid title="This link can't be used" message={resumed.error.message} />;
  if (!resumed.data) return <LandingLoading what="link" />;
  return <Redirect to={`/submit?draft=${resumed.data}`} replace />;
}
