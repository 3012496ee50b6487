import { fireEvent, screen } from '@testing-library/react';

jest.mock('ky', () => jest.requireActual('../submit/ky.stub'));
import type { ProfileView, UpdateProfileRequest } from '../../../wire';
import { SIGN_IN_MESSAGES } from '../../../domain/access';
import { UNSAVED_PROFILE_RESTORED } from '../../../domain/profile';
import { PORTAL_TOKENS } from '../../../web/src/di/portal-tokens';
import { LoginPage } from '../../../web/src/features/auth/login.page';
import { ArtistFrame } from '../../../web/src/features/portal-frame/portal-frames.component';
import { EditProfilePage } from '../../../web/src/features/profile/edit-profile.page';
import { ApiError } from '../../../web/src/gateway/api-error';
import type { ProfileGateway } from '../../../web/src/gateway/profile.gateway';
import type { SessionGateway } from '../../../web/src/gateway/session.gateway';
import { forgetSessionExpiry } from '../../../web/src/queries/session-expiry';
import { aProfileView } from '../../support/builders/profile.builder';
import { anArtistPrincipal } from '../../support/builders/session-principal.builder';
import { inFrame, renderPortal } from './render-portal';

const nova = anArtistPrincipal();
const profile = aProfileView({ name: 'Nova Reyes', artistName: 'Nova', biography: 'Old words.' });

beforeEach(() => {
  sessionStorage.clear();
  forgetSessionExpiry();
});

describe('a profile save refused because the session expired', () => {
  it('says why on the sign-in page and brings the edited biography back after signing in', async () => {
    let signedIn = true;
    const saved: UpdateProfileRequest[] = [];
    const session = {
      me: jest.fn(async () => (signedIn ? nova : null)),
      signInArtist: jest.fn(async () => {
        signedIn = true;
        return nova;
      }),
      signInStaff: jest.fn(),
      signOut: jest.fn(async () => undefined),
      requestNewCode: jest.fn(),
    } as unknown as SessionGateway;
    const profiles = {
      profile: async () => profile as ProfileView,
      submissions: async () => [],
      updateProfile: async (changes: UpdateProfileRequest) => {
        if (!signedIn) throw new ApiError('Not authenticated', 401);
        saved.push(changes);
        return { ...profile, ...changes } as ProfileView;
      },
      uploadPicture: async () => profile,
      submission: async () => Promise.reject(new Error('unused')),
    } as unknown as ProfileGateway;
    renderPortal(
      inFrame(ArtistFrame, { '/edit-profile': <EditProfilePage /> }, <LoginPage />),
      [
        [PORTAL_TOKENS.session, session],
        [PORTAL_TOKENS.profile, profiles],
      ],
      '/edit-profile',
    );

    const biography = await screen.findByRole('textbox', { name: 'Biography' });
    fireEvent.change(biography, { target: { value: 'New words, written at length.' } });
    signedIn = false;
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText(SIGN_IN_MESSAGES.sessionExpired)).toBeInTheDocument();
    expect(window.location.search).toContain('next=%2Fedit-profile');
    fireEvent.change(screen.getByLabelText(/^Artist ID/), { target: { value: 'AR-1' } });
    fireEvent.change(screen.getByLabelText(/^Invitation code/), { target: { value: 'code' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('textbox', { name: 'Biography' })).toHaveValue('New words, written at length.');
    expect(screen.getByText(UNSAVED_PROFILE_RESTORED)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText(/Profile saved/);
    expect(saved.at(-1)).toMatchObject({ biography: 'New words, written at length.' });
  });
});
