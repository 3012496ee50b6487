import { fireEvent, screen } from '@testing-library/react';

jest.mock('ky', () => jest.requireActual('../submit/ky.stub'));
import { useEffect } from 'react';
import type { ProfileView, SessionPrincipal, SubmissionCard, UpdateProfileRequest } from '../../../wire';
import { DASHBOARD_MESSAGES } from '../../../domain/dashboard';
import { PORTAL_TOKENS } from '../../../web/src/di/portal-tokens';
import { PUBLIC_TOKENS } from '../../../web/src/di/public-tokens';
import { DashboardPage } from '../../../web/src/features/dashboard/dashboard.page';
import { ArtistFrame, StaffFrame } from '../../../web/src/features/portal-frame/portal-frames.component';
import { AnalyticsPage } from '../../../web/src/features/staff/analytics/analytics.page';
import { EditProfilePage } from '../../../web/src/features/profile/edit-profile.page';
import { ApiError } from '../../../web/src/gateway/api-error';
import type { ProfileGateway } from '../../../web/src/gateway/profile.gateway';
import type { SessionGateway } from '../../../web/src/gateway/session.gateway';
import { PROFILE_KEY, SUBMISSIONS_KEY } from '../../../web/src/queries/profile.query';
import { SESSION_KEY } from '../../../web/src/queries/session-cache';
import { useWizardStore } from '../../../web/src/stores/wizard.store';
import { aProfileView } from '../../support/builders/profile.builder';
import { anArtistPrincipal } from '../../support/builders/session-principal.builder';
import { inFrame, renderPortal } from './render-portal';
import { useAddress } from '../web-router';

const nova = anArtistPrincipal();
const profile = aProfileView({ name: 'Nova Reyes', artistName: 'Nova', submissionCount: 1, profileCompletion: 40 });
const card = {
  id: 's-1',
  releaseTitle: 'Low Water',
  releaseType: 'single',
  status: 'Pending',
  createdAt: '2030-01-02',
  releaseDate: null,
  artworkUrl: null,
} as SubmissionCard;
// The first render of the frame (MUI styles, the menu) can take longer than the default second on a busy machine.
const sessionEnded = () => new ApiError('Please sign in', 401);

/** Every page outside the frame the test landed on, in order. */
let visited: string[] = [];
beforeEach(() => {
  visited = [];
});

function Where() {
  const here = useAddress();
  useEffect(() => void visited.push(here), [here]);
  return <p data-testid="where">{here}</p>;
}

function fakeSession(me: () => SessionPrincipal | null) {
  return {
    me: jest.fn(async () => me()),
    signInArtist: jest.fn(),
    signInStaff: jest.fn(),
    signOut: jest.fn(async () => undefined),
    requestNewCode: jest.fn(),
  } satisfies SessionGateway;
}

function fakeProfile(overrides: Partial<ProfileGateway> = {}): ProfileGateway {
  return {
    profile: async () => profile,
    submissions: async () => [card],
    updateProfile: async (changes: UpdateProfileRequest) => ({ ...profile, ...changes }) as ProfileView,
    uploadPicture: async () => profile,
    submission: async () => Promise.reject(new Error('unused')),
    answerPin: async () => Promise.reject(new Error('unused')),
    ...overrides,
  };
}

function renderArtistArea(path: string, session: SessionGateway, profiles: ProfileGateway) {
  return renderPortal(
    inFrame(ArtistFrame, { '/dashboard': <DashboardPage />, '/edit-profile': <EditProfilePage /> }, <Where />),
    [
      [PORTAL_TOKENS.session, session],
      [PORTAL_TOKENS.profile, profiles],
      [PUBLIC_TOKENS.draft, { mine: async () => [] }],
    ],
    path,
  );
}

describe('a session that ends mid-use', () => {
  it('sends the artist to /login (and back after) instead of showing the load failure', async () => {
    renderArtistArea(
      '/dashboard',
      fakeSession(() => nova),
      fakeProfile({ profile: async () => Promise.reject(sessionEnded()) }),
    );
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?next=%2Fdashboard');
    expect(screen.queryByText(DASHBOARD_MESSAGES.loadFailed)).not.toBeInTheDocument();
  });

  it('does the same when a save is refused with 401 over data already shown', async () => {
    const profiles = fakeProfile({ updateProfile: async () => Promise.reject(sessionEnded()) });
    const { client } = renderArtistArea(
      '/edit-profile',
      fakeSession(() => nova),
      profiles,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?next=%2Fedit-profile');
    expect(client.getQueryData(PROFILE_KEY)).toBeUndefined();
  });

  it('still shows the load failure for any other error', async () => {
    renderArtistArea(
      '/dashboard',
      fakeSession(() => nova),
      fakeProfile({ submissions: async () => Promise.reject(new ApiError('Boom', 500)) }),
    );
    expect(await screen.findByText(DASHBOARD_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });
});

describe('a staff session that ends mid-use', () => {
  it('sends the staff member to /staff/login (and back after)', async () => {
    const sam: SessionPrincipal = { role: 'staff', userId: 's1', email: 'staff@label.example', name: 'Sam' };
    renderPortal(
      inFrame(StaffFrame, { '/analytics': <AnalyticsPage /> }, <Where />),
      [
        [PORTAL_TOKENS.session, fakeSession(() => sam)],
        [PORTAL_TOKENS.analytics, { dashboard: async () => Promise.reject(sessionEnded()) }],
      ],
      '/analytics',
    );
    expect(await screen.findByTestId('where')).toHaveTextContent('/staff/login?next=%2Fanalytics');
  });
});

describe('the top bar', () => {
  it('shows the new name and picture once the profile is saved, without a reload', async () => {
    let current: SessionPrincipal = nova;
    const session = fakeSession(() => current);
    const profiles = fakeProfile({
      updateProfile: async (changes) => {
        current = { ...nova, artistName: changes.artistName, picture: '/api/profile/picture?v=2' };
        return { ...profile, ...changes, picture: '/api/profile/picture?v=2' } as ProfileView;
      },
    });
    renderArtistArea('/edit-profile', session, profiles);
    expect(await screen.findByRole('button', { name: 'Account menu for Nova' })).toBeInTheDocument();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Artist name' }), { target: { value: 'Nova Tide' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    const account = await screen.findByRole('button', { name: 'Account menu for Nova Tide' });
    expect(account.querySelector('img')).toHaveAttribute('src', '/api/profile/picture?v=2');
    expect(session.me).toHaveBeenCalledTimes(2);
  });
});

describe('logout', () => {
  it('signs out, empties the query cache and every store, and lands on /', async () => {
    const session = fakeSession(() => nova);
    const { client } = renderArtistArea('/dashboard', session, fakeProfile());
    expect(await screen.findByRole('article', { name: 'Low Water' })).toBeInTheDocument();
    useWizardStore.setState({ step: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Nova' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
    expect(session.signOut).toHaveBeenCalledTimes(1);
    expect(visited).toEqual(['/']);
    expect(client.getQueryData(PROFILE_KEY)).toBeUndefined();
    expect(client.getQueryData(SUBMISSIONS_KEY)).toBeUndefined();
    expect(client.getQueryData(SESSION_KEY)).toBeNull();
    expect(useWizardStore.getState().step).toBe(0);
  });
});
