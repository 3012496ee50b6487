import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIG_MESSAGES } from '../../../domain/submissions-mode';
import { ModeToggle } from '../../../web/src/app/frame/mode-toggle.component';
import { ContainerProvider } from '../../../web/src/di/container-context';
import { TOKENS } from '../../../web/src/di/tokens';
import { DeveloperPanel } from '../../../web/src/features/developer/developer-panel.component';
import { SubmitContent } from '../../../web/src/features/submit/submit.page';
import { ApiError } from '../../../web/src/gateway/api-error';
import type { PortalConfigGateway } from '../../../web/src/gateway/portal-config.gateway';
import { useSubmissionModeStore } from '../../../web/src/stores/submission-mode.store';
import { fakeContainer, renderSubmit, resetSubmitState } from './render-submit';

jest.mock('ky', () => jest.requireActual('./ky.stub'));
jest.mock('../../../web/src/features/submit/artist/city-suggestions.loader', () => jest.requireActual('./city-suggestions.stub'));
jest.setTimeout(60_000);

function pausedConfig(setResult: () => Promise<boolean>): jest.Mocked<PortalConfigGateway> {
  return {
    readSubmissionsEnabled: jest.fn(async () => false),
    setSubmissionsEnabled: jest.fn((_enabled: boolean) => setResult()),
    readChatKey: jest.fn(async () => null),
  };
}

beforeEach(async () => {
  resetSubmitState();
  await act(() => useSubmissionModeStore.getState().load(pausedConfig(async () => true)));
});

describe('submissions paused by staff', () => {
  it('shows only the waiting list, even after the visitor picks Full', () => {
    act(() => useSubmissionModeStore.getState().setViewOverride('full'));
    renderSubmit(<SubmitContent />);
    expect(screen.getByRole('heading', { name: 'Share Your New Music With Us' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next Step' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Music Upload', hidden: true })).not.toBeInTheDocument();
  });

  it("the header's Full switch is disabled and says why; Waiting list is the readable selected choice", () => {
    renderSubmit(<ModeToggle />);
    const full = screen.getByRole('button', { name: 'Full' });
    expect(full).toBeDisabled();
    expect(full).toHaveAttribute('title', CONFIG_MESSAGES.submissionsPaused);
    expect(screen.getByRole('button', { name: 'Waiting list' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('an invited artist still gets the full wizard', () => {
    act(() => useSubmissionModeStore.getState().openForInvitedArtist());
    renderSubmit(<SubmitContent />);
    expect(screen.getByRole('button', { name: 'Next Step' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Share Your New Music With Us' })).not.toBeInTheDocument();
  });

  it('the developer panel shows the API’s 401 and keeps the paused mode', async () => {
    const user = userEvent.setup({ delay: null });
    const gateway = pausedConfig(async () => Promise.reject(new ApiError('Not authenticated', 401)));
    render(
      <ContainerProvider container={fakeContainer(new Map<symbol, unknown>([[TOKENS.portalConfig, gateway]]))}>
        <DeveloperPanel />
      </ContainerProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open developer tools' }));
    await user.click(screen.getByRole('switch'));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${CONFIG_MESSAGES.updateFailed(401)}: Not authenticated`);
    await waitFor(() => expect(screen.getByRole('switch')).not.toBeChecked());
    expect(useSubmissionModeStore.getState().submissionsEnabled).toBe(false);
    expect(gateway.setSubmissionsEnabled).toHaveBeenCalledWith(true);
  });
});
