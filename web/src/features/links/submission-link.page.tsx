import { Redirect, useParams } from 'wouter';
import { Loading } from '../../app/loading.component';
import { PrivateLinkCard } from './private-link-card.component';
import { useSessionRole } from './use-session-role.hook';

/**
 * /details/{submissionId} (public flow §2.1, content not shown): the link staff share and the board points to.
 * It opens the submission where each reader can see it: staff in the review desk, the artist in their portal.
 */
export function SubmissionLinkPage() {
  const { submissionId = '' } = useParams();
  const role = useSessionRole();
  const id = encodeURIComponent(submissionId);
  if (role === 'unknown') return <Loading />;
  if (role === 'staff') return <Redirect to={`/staff/review/${id}`} replace />;
  if (role === 'artist') return <Redirect to={`/submission/${id}`} replace />;
  return (
    <PrivateLinkCard
      title="Submission details"
      text="A submission is private to the artist who sent it and to our team. Sign in to see it."
      artistSignIn={`/login?next=${encodeURIComponent(`/submission/${id}`)}`}
      staffSignIn={`/staff/login?next=${encodeURIComponent(`/staff/review/${id}`)}`}
    />
  );
}
