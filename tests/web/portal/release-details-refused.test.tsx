import { screen } from '@testing-library/react';
import { ReleaseDetailsPage } from '../../../web/src/features/submit/landings/release-details.page';
import { PORTAL_TOKENS } from '../../../web/src/di/portal-tokens';
import { ApiError } from '../../../web/src/gateway/api-error';
import { fakeGateways, renderSubmit, resetSubmitState } from '../submit/render-submit';

beforeEach(() => resetSubmitState());

function openRefusedWith(error: ApiError) {
  const fakes = fakeGateways();
  fakes.draft.open.mockRejectedValue(error);
  const profile = { submission: jest.fn().mockRejectedValue(error) };
  renderSubmit(<ReleaseDetailsPage />, fakes, '/release-details/s-9', {
    route: '/release-details/:id',
    bindings: [[PORTAL_TOKENS.profile, profile]],
  });
  return fakes;
}

describe('/release-details/{id} of a release the artist cannot work on', () => {
  it('shows a not-found state, not an empty wizard, for an unknown or foreign id', async () => {
    const fakes = openRefusedWith(new ApiError('Submission not found', 404));
    expect(await screen.findByRole('heading', { level: 1, name: 'Submission not found' })).toBeInTheDocument();
    expect(fakes.draft.open).toHaveBeenCalledWith({ fromSubmissionId: 's-9' });
    expect(screen.queryByText(/Everything you sent is here/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next Step' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/dashboard');
  });

  it('says why when the release is no longer open to changes, with a way to its details', async () => {
    openRefusedWith(new ApiError('Only In Progress or Changes Requested releases can be changed', 409));
    expect(await screen.findByText('Only In Progress or Changes Requested releases can be changed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/submission/s-9');
    expect(screen.queryByText(/Everything you sent is here/)).not.toBeInTheDocument();
  });
});
