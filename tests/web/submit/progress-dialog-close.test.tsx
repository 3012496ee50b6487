import { act, render, screen, waitFor } from '@testing-library/react';
import { UploadProgressDialog } from '../../../web/src/features/submit/wizard/upload-progress-dialog.component';
import { useWizardStore } from '../../../web/src/stores/wizard.store';

beforeEach(() => useWizardStore.getState().reset());

describe('the submission progress dialog as it closes', () => {
  it('keeps showing 100 % while it fades out after the wizard resets', async () => {
    act(() => useWizardStore.setState({ submitting: true, progress: { percent: 100, stage: 'Done!' } }));
    render(<UploadProgressDialog />);
    expect(screen.getByRole('status')).toHaveTextContent('Done! — 100%');
    act(() => useWizardStore.getState().reset());
    // Still on screen during the exit transition: the last stage, not a flash of 0 %.
    expect(screen.getByRole('status')).toHaveTextContent('Done! — 100%');
    expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
