import { screen } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { PORTAL_TOKENS } from '../../../web/src/di/portal-tokens';
import { SubmissionLinkPage } from '../../../web/src/features/links/submission-link.page';
import { NotFoundPage } from '../../../web/src/features/not-found/not-found.page';
import type { SessionGateway } from '../../../web/src/gateway/session.gateway';
import type { SessionPrincipal } from '../../../wire';
import { renderPortal } from '../portal/render-portal';
import { useAddress } from '../web-router';

function sessionAs(principal: SessionPrincipal | null): SessionGateway {
  return {
    me: async () => principal,
    signInArtist: async () => Promise.reject(new Error('unused')),
    signInStaff: async () => Promise.reject(new Error('unused')),
    signOut: async () => undefined,
    requestNewCode: async () => Promise.reject(new Error('unused')),
  };
}

function Where() {
  return <p data-testid="where">{useAddress()}</p>;
}

function renderAt(path: string, principal: SessionPrincipal | null) {
  return renderPortal(
    <Switch>
      <Route path="/details/:submissionId" component={SubmissionLinkPage} />
      <Route component={Where} />
    </Switch>,
    [[PORTAL_TOKENS.session, sessionAs(principal)]],
    path,
  );
}

describe('/details/{submissionId}', () => {
  it('opens the review desk for staff', async () => {
    renderAt('/details/abc-123', { role: 'staff', userId: 's1', email: 'staff@label.example', name: 'Sam' });
    expect(await screen.findByTestId('where')).toHaveTextContent('/staff/review/abc-123');
  });

  it("opens the artist's own submission page for an artist", async () => {
    renderAt('/details/abc-123', { role: 'artist', userId: 'a1', email: 'nova@example.com', name: 'Nova Reyes' });
    expect(await screen.findByTestId('where')).toHaveTextContent('/submission/abc-123');
  });

  it('asks a signed-out visitor to sign in, coming back to the submission', async () => {
    renderAt('/details/abc-123', null);
    expect(await screen.findByRole('heading', { name: 'Submission details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Artist sign in' })).toHaveAttribute('href', '/login?next=%2Fsubmission%2Fabc-123');
    expect(screen.getByRole('link', { name: 'Staff sign in' })).toHaveAttribute('href', '/staff/login?next=%2Fstaff%2Freview%2Fabc-123');
  });
});

describe('an unknown address', () => {
  it('says the page was not found and offers the way home', () => {
    renderPortal(<NotFoundPage />, [], '/nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });
});
