import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LabelCopyCorrectionRequest, LabelCopyResponse } from '../../../wire';
import { COPYRIGHT_LINE_MESSAGES } from '../../../domain/label-copy';
import { PORTAL_TOKENS } from '../../../web/src/di/portal-tokens';
import { LabelCopyPanel } from '../../../web/src/features/staff/review-desk/label-copy-panel.component';
import { ApiError } from '../../../web/src/gateway/api-error';
import type { LabelCopyGateway } from '../../../web/src/gateway/label-copy.gateway';
import { renderPortal } from '../portal/render-portal';

const ID = '3f1c7a52-9d1e-4c1b-8a55-000000000010';
const STORED: LabelCopyResponse = {
  success: true,
  correctable: true,
  defaults: { year: 2027, labelName: 'Harbour Records' },
  labelCopy: {
    releaseTitle: 'Low Tide',
    primaryGenre: 'Electronic',
    subGenre: '',
    pLineYear: 2025,
    pLineOwner: 'Old Owner',
    cLineYear: null,
    cLineOwner: '',
    labelName: '',
    tracks: [{ position: 0, title: 'Track 1', version: '', lyricsLanguage: null, explicit: null }],
  },
};

function gatewayAnswering(correct: LabelCopyGateway['correct']): LabelCopyGateway & { sent: LabelCopyCorrectionRequest[] } {
  const sent: LabelCopyCorrectionRequest[] = [];
  return {
    sent,
    read: async () => STORED,
    correct: (id, patch) => (sent.push(patch), correct(id, patch)),
  };
}

describe("the desk's Label copy panel", () => {
  it('shows the stored values, and the defaults a blank one stands for', async () => {
    renderPortal(<LabelCopyPanel submissionId={ID} />, [
      [
        PORTAL_TOKENS.labelCopy,
        gatewayAnswering(async () => ({ ...STORED, corrections: [], redeliveryQueued: false, updateQueuedTo: [] })),
      ],
    ]);
    expect(await screen.findByLabelText('℗ owner')).toHaveValue('Old Owner');
    expect(screen.getByLabelText('℗ year')).toHaveValue('2025');
    expect(screen.getByLabelText('© year')).toHaveAttribute('placeholder', '2027');
    expect(screen.getByLabelText('© owner')).toHaveAttribute('placeholder', 'Harbour Records');
    expect(screen.getAllByText("Blank: Harbour Records (the label's default)").length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Save label copy' })).toBeDisabled();
  });

  it('sends only what staff changed and lists the corrections the artist will see', async () => {
    const gateway = gatewayAnswering(async () => ({
      ...STORED,
      corrections: ['Staff corrected ℗ line: "2025 Old Owner" → "2026 New Owner"'],
      redeliveryQueued: true,
      updateQueuedTo: ['Streamwave', 'Tidepool'],
    }));
    renderPortal(<LabelCopyPanel submissionId={ID} />, [[PORTAL_TOKENS.labelCopy, gateway]]);
    fireEvent.change(await screen.findByLabelText('℗ year'), { target: { value: '2026' } });
    fireEvent.change(screen.getByLabelText('℗ owner'), { target: { value: 'New Owner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save label copy' }));
    expect(await screen.findByTestId('label-copy-saved')).toHaveTextContent('Staff corrected ℗ line: "2025 Old Owner" → "2026 New Owner"');
    expect(screen.getByTestId('label-copy-saved')).toHaveTextContent('Update queued to Streamwave, Tidepool');
    expect(gateway.sent).toEqual([{ pLineYear: 2026, pLineOwner: 'New Owner' }]);
  });

  it("shows the domain's message beside the field the API refused", async () => {
    const message = COPYRIGHT_LINE_MESSAGES.year('℗', new Date('2026-11-27'));
    const gateway = gatewayAnswering(async () => {
      throw new ApiError(message, 400, [{ field: 'pLineYear', message }]);
    });
    renderPortal(<LabelCopyPanel submissionId={ID} />, [[PORTAL_TOKENS.labelCopy, gateway]]);
    fireEvent.change(await screen.findByLabelText('℗ year'), { target: { value: '1800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save label copy' }));
    await waitFor(() => expect(screen.getByLabelText('℗ year')).toHaveAccessibleDescription(message));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
