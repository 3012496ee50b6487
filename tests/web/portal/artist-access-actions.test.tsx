import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { StaffArtist } from '../../../wire';
import { type AccessOutcome, ArtistAccessActions } from '../../../web/src/features/staff/artists/artist-access-actions.component';
import { PORTAL_TOKENS } from '../../../web/src/di/portal-tokens';
import type { ReviewDeskGateway } from '../../../web/src/gateway/review-desk.gateway';
import { renderPortal } from './render-portal';

const artist: StaffArtist = {
  id: 'a-1',
  artistCode: 'ART-ABC123',
  artistName: 'Nova Lights',
  firstName: 'Ada',
  surname: 'Lovelace',
  email: 'nova@artist.example',
  createdAt: '2026-11-01T10:00:00.000Z',
  agreement: null,
  submissionCount: 2,
  lastSignInAt: null,
  hasSignInCode: true,
};

function setUp(overrides: Partial<StaffArtist>, answer: (action: string) => Promise<string>, confirmed = true) {
  const calls: string[] = [];
  const outcomes: AccessOutcome[] = [];
  const called = (action: string) => (id: string) => {
    calls.push(`${action} ${id}`);
    return answer(action);
  };
  const gateway = { resendCode: called('resend'), revokeAccess: called('revoke'), restoreAccess: called('restore') } as Pick<
    ReviewDeskGateway,
    'resendCode' | 'revokeAccess' | 'restoreAccess'
  > as ReviewDeskGateway;
  jest.spyOn(window, 'confirm').mockReturnValue(confirmed);
  renderPortal(
    <ArtistAccessActions artist={{ ...artist, ...overrides }} onDone={(o) => outcomes.push(o)} />,
    [[PORTAL_TOKENS.reviewDesk, gateway]],
    '/staff/artists',
  );
  return { calls, outcomes };
}

afterEach(() => jest.restoreAllMocks());

describe('artist access actions on the staff artists page', () => {
  it('revokes an artist who has access, after a confirmation naming them', async () => {
    const { calls, outcomes } = setUp({}, async () => 'Access revoked');
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke access' }));
    expect(window.confirm).toHaveBeenCalledWith(expect.stringContaining('Nova Lights'));
    await waitFor(() => expect(outcomes).toEqual([{ severity: 'success', text: 'Access revoked' }]));
    expect(calls).toEqual(['revoke a-1']);
  });

  it('does nothing when the confirmation is cancelled', () => {
    const { calls } = setUp({}, async () => 'unused', false);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke access' }));
    expect(calls).toEqual([]);
  });

  it('offers to restore an artist without access, and reports a refusal as an error', async () => {
    const { calls, outcomes } = setUp({ hasSignInCode: false }, async () => Promise.reject(new Error('Artist not found')));
    expect(screen.getByText('No access')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke access' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Restore access' }));
    await waitFor(() => expect(outcomes).toEqual([{ severity: 'error', text: 'Artist not found' }]));
    expect(calls).toEqual(['restore a-1']);
  });
});
