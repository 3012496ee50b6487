import { act, fireEvent, screen } from '@testing-library/react';
import {
  AGREEMENT_LABELS,
  AGREEMENT_MAX_POLLS,
  AGREEMENT_MESSAGES,
  AGREEMENT_OUTCOME_MESSAGES,
  AGREEMENT_POLL_INTERVAL_MS,
} from '../../../domain/agreement';
import { ApiError } from '../../../web/src/gateway/api-error';
import { advance, created, describeAgreementTab, type CreatedRequest, fakeGateway, flush, popup, show } from './agreement-tab.fixtures';

describeAgreementTab('AgreementTab', () => {
  it('is disabled with "Creating Contract..." until the sign URL exists, then enabled', async () => {
    let finish: (c: CreatedRequest) => void = () => undefined;
    show(
      fakeGateway({
        create: () =>
          new Promise((resolve) => {
            finish = resolve;
          }),
      }),
    );
    expect(screen.getByRole('button', { name: AGREEMENT_LABELS.creating })).toBeDisabled();
    await flush();
    await act(async () => finish(created('sig-1', 'http://portal/sign')));
    await flush();
    expect(screen.getByRole('button', { name: AGREEMENT_LABELS.review })).toBeEnabled();
  });

  it('opens the signer in a popup and shows success when a poll says signed', async () => {
    const gateway = fakeGateway({ statuses: ['awaiting_signature', 'signed'] });
    const opener = show(gateway);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: AGREEMENT_LABELS.review }));
    // The built-in signer opens on the origin the artist is using, whatever host the API's link names.
    expect(opener).toHaveBeenCalledWith(`${window.location.origin}/api/agreements/sign/tok`);
    await advance(AGREEMENT_POLL_INTERVAL_MS);
    expect(screen.queryByText(AGREEMENT_LABELS.success)).toBeNull();
    await advance(AGREEMENT_POLL_INTERVAL_MS);
    expect(await screen.findByText(AGREEMENT_LABELS.success)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: AGREEMENT_LABELS.signed })).toBeDisabled();
    expect(screen.getByRole('link', { name: AGREEMENT_OUTCOME_MESSAGES.downloadSigned })).toHaveAttribute(
      'href',
      '/api/agreements/sig-1/pdf',
    );
    expect(gateway.statusCalls).toBe(2);
  });

  it('shows the signed state at once when the artist already signed (a reload)', async () => {
    show(fakeGateway({ current: { signatureId: 'sig-9', status: 'signed' } }));
    await flush();
    expect(screen.getByText(AGREEMENT_LABELS.success)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: AGREEMENT_LABELS.signed })).toBeDisabled();
  });

  it('says "Popup blocked" when the window cannot open, and does not poll', async () => {
    const gateway = fakeGateway();
    show(
      gateway,
      jest.fn(() => null),
    );
    await flush();
    fireEvent.click(screen.getByRole('button', { name: AGREEMENT_LABELS.review }));
    expect(screen.getByRole('alert')).toHaveTextContent(AGREEMENT_MESSAGES.popupBlocked);
    await advance(AGREEMENT_POLL_INTERVAL_MS * 3);
    expect(gateway.statusCalls).toBe(0);
  });

  it('polls every 5000 ms at most 30 times, then stops with Retry', async () => {
    const gateway = fakeGateway();
    show(gateway);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: AGREEMENT_LABELS.review }));
    await advance(AGREEMENT_POLL_INTERVAL_MS - 1);
    expect(gateway.statusCalls).toBe(0);
    await advance(1);
    expect(gateway.statusCalls).toBe(1);
    await advance(AGREEMENT_POLL_INTERVAL_MS * (AGREEMENT_MAX_POLLS + 5));
    expect(gateway.statusCalls).toBe(AGREEMENT_MAX_POLLS);
    expect(screen.getByRole('alert')).toHaveTextContent(AGREEMENT_OUTCOME_MESSAGES.pollingTimedOut);
    expect(screen.getByRole('button', { name: AGREEMENT_LABELS.retry })).toBeEnabled();
  });

  it('shows the polling failure message', async () => {
    const gateway = fakeGateway();
    gateway.status = async () => {
      throw new ApiError('boom', 500);
    };
    show(gateway);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: AGREEMENT_LABELS.review }));
    await advance(AGREEMENT_POLL_INTERVAL_MS);
    expect(await screen.findByRole('alert')).toHaveTextContent(AGREEMENT_MESSAGES.pollingError);
  });

  it('gives the 409 message and the generic creation message, each with Retry that tries again', async () => {
    let calls = 0;
    show(
      fakeGateway({
        create: async () => {
          calls += 1;
          throw new ApiError('x', calls === 1 ? 409 : 500);
        },
      }),
    );
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(AGREEMENT_MESSAGES.conflict);
    fireEvent.click(screen.getByRole('button', { name: AGREEMENT_LABELS.retry }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(AGREEMENT_MESSAGES.creationFailed);
  });

  it('takes a closed popup as a cue to look, never as the answer: it keeps polling and shows a later signature', async () => {
    const win = popup();
    const gateway = fakeGateway({ statuses: ['awaiting_signature', 'awaiting_signature', 'signed'] });
    show(
      gateway,
      jest.fn(() => win),
    );
    await flush();
    fireEvent.click(screen.getByRole('button', { name: AGREEMENT_LABELS.review }));
    win.closed = true;
    await advance(600);
    expect(gateway.statusCalls).toBe(1);
    expect(screen.getByText(AGREEMENT_OUTCOME_MESSAGES.signingWindowClosed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: AGREEMENT_LABELS.review })).toBeEnabled();
    await advance(AGREEMENT_POLL_INTERVAL_MS * 2);
    expect(screen.getByText(AGREEMENT_LABELS.success)).toBeInTheDocument();
  });
});
