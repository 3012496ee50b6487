import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProfileView as Profile, UpdateProfileRequest } from '../../../wire';
import { PORTAL_TOKENS } from '../../../web/src/di/portal-tokens';
import { EditProfilePage } from '../../../web/src/features/profile/edit-profile.page';
import type { ProfileGateway } from '../../../web/src/gateway/profile.gateway';
import { aProfileView } from '../../support/builders/profile.builder';
import { renderPortal } from '../portal/render-portal';

const filled = aProfileView({
  name: 'Nova Reyes',
  artistName: 'Nova',
  nationality: 'British',
  country: 'United Kingdom',
  city: 'Leeds',
  biography: 'Songs from the north.',
  instagramProfile: 'https://instagram.com/nova',
  submissionCount: 1,
  profileCompletion: 58,
});

function gatewayKeeping(profile: Profile): ProfileGateway & { sent: UpdateProfileRequest[] } {
  let stored = profile;
  const sent: UpdateProfileRequest[] = [];
  return {
    sent,
    profile: jest.fn(async () => stored),
    updateProfile: jest.fn(async (changes: UpdateProfileRequest) => {
      sent.push(changes);
      stored = { ...stored, ...changes };
      return stored;
    }),
    uploadPicture: jest.fn(),
    submissions: jest.fn(async () => []),
    submission: jest.fn(),
    answerPin: jest.fn(),
  };
}

describe('EditProfilePage', () => {
  it('sends an emptied field as empty, so clearing a field really clears it', async () => {
    const user = userEvent.setup({ delay: null });
    const gateway = gatewayKeeping(filled);
    renderPortal(<EditProfilePage />, [[PORTAL_TOKENS.profile, gateway]], '/edit-profile');
    await user.clear(await screen.findByRole('textbox', { name: 'City' }));
    await user.clear(screen.getByRole('textbox', { name: 'Biography' }));
    await user.clear(screen.getByRole('textbox', { name: /Instagram/ }));
    await user.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(gateway.sent).toHaveLength(1));
    expect(gateway.sent[0]).toMatchObject({ city: '', biography: '', instagramProfile: '', country: 'United Kingdom' });
    expect(await screen.findByText(/Profile saved/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');
  });
});
