import { act, fireEvent, screen } from '@testing-library/react';
import { AGREEMENT_LABELS, AGREEMENT_OUTCOME_MESSAGES } from '../../../domain/agreement';
import { created, describeAgreementTab, embeddedClient, fakeEmbedded, fakeGateway, flush, popup, show } from './agreement-tab.fixtures';

describeAgreementTab("AgreementTab with a provider's embedded signer", () => {
  it("opens a provider's embedded client with a fresh link each time, and checks at once on its 'sign' event", async () => {
    const gateway = fakeGateway({
      create: async () => created('sig-2', 'https://provider.test/editor/embeddedSign?token=t0', embeddedClient),
      statuses: ['awaiting_signature', 'signed'],
    });
    const embedded = fakeEmbedded();
    show(gateway, jest.fn(popup), embedded);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: AGREEMENT_LABELS.review }));
    await flush();
    expect(embedded.opened.map((o) => [o.url, o.clientId])).toEqual([['https://provider.test/editor/embeddedSign?token=t1', 'client-1']]);
    await act(async () => embedded.opened[0].events.onClose());
    await flush();
    expect(screen.getByText(AGREEMENT_OUTCOME_MESSAGES.signingWindowClosed)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: AGREEMENT_LABELS.review }));
    await flush();
    expect(embedded.opened[1].url).toBe('https://provider.test/editor/embeddedSign?token=t2');
    await act(async () => embedded.opened[1].events.onSign());
    await flush();
    expect(screen.getByText(AGREEMENT_LABELS.success)).toBeInTheDocument();
    expect(gateway.statusCalls).toBe(2);
  });

  it('resumes an awaiting provider request without a stored link, and shows a decline with Retry', async () => {
    const gateway = fakeGateway({
      current: { signatureId: 'sig-3', status: 'awaiting_signature', signing: embeddedClient },
      statuses: ['declined'],
    });
    const embedded = fakeEmbedded();
    show(gateway, jest.fn(popup), embedded);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: AGREEMENT_LABELS.review }));
    await flush();
    await act(async () => embedded.opened[0].events.onDecline());
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(AGREEMENT_OUTCOME_MESSAGES.declined);
    expect(screen.getByRole('button', { name: AGREEMENT_LABELS.retry })).toBeEnabled();
  });
});
