import { Redirect } from 'wouter';
import { Loading } from '../../app/loading.component';
import { PrivateLinkCard } from './private-link-card.component';
import { useSessionRole } from './use-session-role.hook';

/**
 * /artist/{artistId} (public flow §2.1, content not shown): an artist's page is their own dashboard; our team
 * finds the artist's releases on the review desk. Nothing about an artist is shown to anyone else.
 */
export function ArtistLinkPage() {
  const role = useSessionRole();
  if (role === 'unknown') return <Loading />;
  if (role === 'staff') return <Redirect to="/staff/review" replace />;
  if (role === 'artist') return <Redirect to="/dashboard" replace />;
  return (
    <PrivateLinkCard
      title="Artist page"
      text="Artist pages are private to the artist and our team. Sign in to see yours."
      artistSignIn={`/login?next=${encodeURIComponent('/dashboard')}`}
      staffSignIn={`/staff/login?next=${encodeURIComponent('/staff/review')}`}
    />
  );
}
