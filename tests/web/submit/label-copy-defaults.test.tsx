import { screen, waitFor } from '@testing-library/react';
import { LABEL_NAME } from '../../../domain/shared/label';
import { LabelCopy } from '../../../web/src/features/submit/music/label-copy.component';
import { fakeGateways, renderSubmit, resetSubmitState } from './render-submit';

jest.mock('ky', () => jest.requireActual('./ky.stub'));

beforeEach(() => resetSubmitState());

const placeholderOf = (container: HTMLElement, field: string) =>
  container.querySelector<HTMLInputElement>(`[data-field="${field}"] input`)?.placeholder;

describe('the wizard’s label copy', () => {
  it('shows the configured label name as what a blank field stands for', async () => {
    const gateways = fakeGateways();
    gateways.config.readConfig.mockResolvedValue({ submissionsEnabled: true, labelName: 'Harbour Records' });
    const { container } = renderSubmit(<LabelCopy />, gateways);
    await waitFor(() => expect(placeholderOf(container, 'labelName')).toBe('Harbour Records'));
    expect(placeholderOf(container, 'pLineOwner')).toBe('Harbour Records');
    expect(screen.getByText(/the release year, Harbour Records, and a UPC we assign/)).toBeInTheDocument();
  });

  it('falls back to the label’s default name when the config cannot be read', async () => {
    const gateways = fakeGateways();
    gateways.config.readConfig.mockRejectedValue(new Error('offline'));
    const { container } = renderSubmit(<LabelCopy />, gateways);
    await waitFor(() => expect(gateways.config.readConfig).toHaveBeenCalled());
    expect(placeholderOf(container, 'labelName')).toBe(LABEL_NAME);
  });
});
