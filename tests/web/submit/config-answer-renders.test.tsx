import { notifyManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { LABEL_NAME } from '../../../domain/shared/label';
import { SubmitContent } from '../../../web/src/features/submit/submit.page';
import { fakeGateways, renderSubmit, resetSubmitState } from './render-submit';

jest.mock('ky', () => jest.requireActual('./ky.stub'));
jest.mock('../../../web/src/features/submit/artist/city-suggestions.loader', () => jest.requireActual('./city-suggestions.stub'));

beforeEach(() => resetSubmitState());

/** The wizard with the config read held until `answer` is called; `commits()` counts the wizard's renders so far. */
async function wizardAwaitingConfig() {
  let answer: (enabled: boolean) => void = () => undefined;
  const gateways = fakeGateways();
  gateways.config.readConfig.mockImplementation(
    () => new Promise((resolve) => (answer = (submissionsEnabled) => resolve({ submissionsEnabled, labelName: LABEL_NAME }))),
  );
  let commits = 0;
  renderSubmit(
    <Profiler id="wizard" onRender={() => (commits += 1)}>
      <SubmitContent />
    </Profiler>,
    gateways,
  );
  await screen.findByRole('button', { name: 'Next Step' });
  await waitFor(() => expect(gateways.config.readConfig).toHaveBeenCalled());
  const commitsSoFar = () => commits;
  await settled(commitsSoFar);
  return { answer: (enabled: boolean) => act(async () => answer(enabled)), commits: commitsSoFar };
}

/**
 * Waits until the screen is quiet: the query cache's pending notifications delivered (it batches them on a timer)
 * and a whole round of them rendered nothing more. A condition, however long the machine takes to reach it.
 */
async function settled(commits: () => number): Promise<void> {
  for (;;) {
    const before = commits();
    await act(() => new Promise<void>((resolve) => notifyManager.schedule(resolve)));
    if (commits() === before) return;
  }
}

describe('the config answer on /submit', () => {
  it('renders the wizard no more when it confirms submissions are open', async () => {
    const wizard = await wizardAwaitingConfig();
    const before = wizard.commits();
    await wizard.answer(true);
    await settled(wizard.commits);
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
