import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LABEL_NAME } from '../../../domain/shared/label';
import { CONFIG_MESSAGES } from '../../../domain/submissions-mode';
import { ModeToggle } from '../../../web/src/app/frame/mode-toggle.component';
import { DeveloperPanel } from '../../../web/src/features/developer/developer-panel.component';
import { SubmitContent } from '../../../web/src/features/submit/submit.page';
import { ApiError } from '../../../web/src/gateway/api-error';
import { PORTAL_CONFIG_KEY } from '../../../web/src/queries/portal-config.query';
import { useSubmissionModeStore } from '../../../web/src/stores/submission-mode.store';
import { fakeGateways, renderSubmit, resetSubmitState } from './render-submit';

jest.mock('ky', () => jest.requireActual('./ky.stub'));
jest.mock('../../../web/src/features/submit/artist/city-suggestions.loader', () => jest.requireActual('./city-suggestions.stub'));

/** The server says staff paused submissions; setting the mode answers as `setResult` does. */
function paused(setResult: () => Promise<boolean> = async () => true) {
  const gateways = fakeGateways();
  gateways.config.readConfig.mockResolvedValue({ submissionsEnabled: false, labelName: LABEL_NAME });
  gateways.config.setSubmissionsEnabled.mockImplementation(setResult);
  return gateways;
}

beforeEach(() => resetSubmitState());

describe('submissions paused by staff', () => {
  it('shows only the waiting list, even after the visitor picks Full', async () => {
    act(() => useSubmissionModeStore.getState().setViewOverride('full'));
    renderSubmit(<SubmitContent />, paused());
    expect(await screen.findByRole('heading', { name: 'Share Your New Music With Us' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next Step' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Music Upload', hidden: true })).not.toBeInTheDocument();
  });

  it("the header's Full switch is disabled and says why; Waiting list is the readable selected choice", async () => {
    renderSubmit(<ModeToggle />, paused());
    const full = screen.getByRole('button', { name: 'Full' });
    await waitFor(() => expect(full).toBeDisabled());
    expect(full).toHaveAttribute('title', CONFIG_MESSAGES.submissionsPaused);
    expect(screen.getByRole('button', { name: 'Waiting list' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('an invited artist still gets the full wizard', async () => {
    act(() => useSubmissionModeStore.getState().openForInvitedArtist());
    const gateways = paused();
    renderSubmit(<SubmitContent />, gateways);
    await waitFor(() => expect(gateways.config.readConfig).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Next Step' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Share Your New Music With Us' })).not.toBeInTheDocument();
  });

  it('the developer panel shows the API’s 401 and keeps the paused mode', async () => {
    const user = userEvent.setup({ delay: null });
    const gateways = paused(async () => Promise.reject(new ApiError('Not authenticated', 401)));
    const { client } = renderSubmit(<DeveloperPanel />, gateways);
    await user.click(screen.getByRole('button', { name: 'Open developer tools' }));
    await waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
    await user.click(screen.getByRole('switch'));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${CONFIG_MESSAGES.updateFailed(401)}: Not authenticated`);
    await waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
    expect(client.getQueryData(PORTAL_CONFIG_KEY)).toMatchObject({ submissionsEnabled: false });
    expect(gateways.config.setSubmissionsEnabled).toHaveBeenCalledWith(true);
  });
});
