import { fireEvent, screen } from '@testing-library/react';

jest.mock('ky', () => jest.requireActual('../submit/ky.stub'));
import type { SubmissionCard } from '../../../wire';
import { PORTAL_ROUTES, PUBLIC_ROUTES } from '../../../web/src/app/routes';
import { PORTAL_TOKENS } from '../../../web/src/di/portal-tokens';
import { PUBLIC_TOKENS } from '../../../web/src/di/public-tokens';
import { DashboardPage } from '../../../web/src/features/dashboard/dashboard.page';
import { ArtistFrame } from '../../../web/src/features/portal-frame/portal-frames.component';
import { PortalThankYouPage, ThankYouPage } from '../../../web/src/features/thank-you/thank-you.page';
import type { ProfileGateway } from '../../../web/src/gateway/profile.gateway';
import { aProfileView } from '../../support/builders/profile.builder';
import { anArtistPrincipal } from '../../support/builders/session-principal.builder';
import { renderAt, useAddress } from '../web-router';
import { inFrame, renderPortal } from './render-portal';

const nova = anArtistPrincipal();
const profiles = {
  profile: async () => aProfileView({ name: 'Nova Reyes', artistName: 'Nova' }),
  submissions: async () => [] as SubmissionCard[],
} as unknown as ProfileGateway;

function Address() {
  return <p data-testid="address">{useAddress()}</p>;
}

describe("'Submit Music' from the signed-in menu", () => {
  it('opens the form inside the signed-in frame', async () => {
    renderPortal(
      inFrame(
        ArtistFrame,
        {
          '/dashboard': <DashboardPage />,
          '/dashboard/submit': (
            <>
              <h1>The wizard</h1>
              <Address />
            </>
          ),
        },
        <p>Left the frame</p>,
      ),
      [
        [PORTAL_TOKENS.session, { me: async () => nova }],
        [PORTAL_TOKENS.profile, profiles],
        [PUBLIC_TOKENS.draft, { mine: async () => [] }],
      ],
      '/dashboard',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Nova' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Submit Music' }));
    expect(await screen.findByTestId('address')).toHaveTextContent('/dashboard/submit');
    expect(screen.getByRole('button', { name: 'Account menu for Nova' })).toBeInTheDocument();
    // The app's routes put both the form and its thank-you there, in the artist's frame.
    for (const path of ['/dashboard/submit', '/dashboard/sent']) {
      expect(PORTAL_ROUTES.find((route) => route.path === path)?.frame).toBe('artist');
    }
    expect(PUBLIC_ROUTES.some((route) => route.path === '/dashboard/submit')).toBe(false);
  });
});

describe('the thank-you page', () => {
  it('for a release sent from the portal says nothing of fitting the roster and leads back to the dashboard', () => {
    renderAt('/dashboard/sent', <PortalThankYouPage />);
    expect(screen.queryByText(/If it fits our roster/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('for the public form still explains what happens to a new artist', () => {
    renderAt('/submit/success', <ThankYouPage />);
    expect(screen.getByText(/If it fits our roster/)).toBeInTheDocument();
  });
});
