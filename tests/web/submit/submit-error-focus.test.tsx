import { act, render, screen } from '@testing-library/react';
import { SubmitError } from '../../../web/src/features/submit/wizard/submit-error.component';
import { useWizardStore } from '../../../web/src/stores/wizard.store';

// A refusal is read where the person pressed Submit: each one takes focus, even when it says what the last one said.
describe('a refused submission', () => {
  beforeEach(() => useWizardStore.getState().reset());

  it('takes focus at every refusal, the same message twice included', async () => {
    render(
      <>
        <SubmitError />
        <button type="button">Submit Music</button>
      </>,
    );
    const message = 'The label could not take this submission just now. Please try again.';
    act(() => useWizardStore.getState().finishSubmit(message));
    const box = (await screen.findByRole('alert')).parentElement;
    expect(box).toHaveFocus();

    screen.getByRole('button', { name: 'Submit Music' }).focus();
    act(() => useWizardStore.getState().finishSubmit(message));
    expect(box).toHaveFocus();
    expect(useWizardStore.getState().submitFailures).toBe(2);
  });
});
