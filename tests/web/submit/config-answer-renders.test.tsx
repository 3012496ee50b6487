import { act, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { SubmitContent } from '../../../web/src/features/submit/submit.page';
import { fakeGateways, renderSubmit, resetSubmitState } from './render-submit';

jest.mock('ky', () => jest.requireActual('./ky.stub'));
jest.mock('../../../web/src/features/submit/artist/city-suggestions.loader', () => jest.requireActual('./city-suggestions.stub'));
jest.setTimeout(60_000);

beforeEach(() => resetSubmitState());

/** The wizard with the config read held until `answer` is called; `commits()` counts the wizard's renders so far. */
async function wizardAwaitingConfig() {
  let answer: (enabled: boolean) => void = () => undefined;
  const gateways = fakeGateways();
  gateways.config.readSubmissionsEnabled.mockImplementation(() => new Promise<boolean>((resolve) => (answer = resolve)));
  let commits = 0;
  renderSubmit(
    <Profiler id="wizard" onRender={() => (commits += 1)}>
      <SubmitContent />
    </Profiler>,
    gateways,
  );
  await screen.findByRole('button', { name: 'Next Step' });
  await waitFor(() => expect(gateways.config.readSubmissionsEnabled).toHaveBeenCalled());
  // Let the first screen settle (lazy parts, effects) before counting.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return { answer: (enabled: boolean) => act(async () => answer(enabled)), commits: () => commits };
}

describe('the config answer on /submit', () => {
  it('renders the wizard no more when it confirms submissions are open', async () => {
    const wizard = await wizardAwaitingConfig();
    const before = wizard.commits();
    await wizard.answer(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(wizard.commits()).toBe(before);
    expect(screen.getByRole('button', { name: 'Next Step' })).toBeInTheDocument();
  });

  it('switches to the waiting list when it says they are paused', async () => {
    const wizard = await wizardAwaitingConfig();
    const before = wizard.commits();
    await wizard.answer(false);
    expect(await screen.findByRole('heading', { name: 'Share Your New Music With Us' })).toBeInTheDocument();
    expect(wizard.commits()).toBeGreaterThan(before);
  });
});
