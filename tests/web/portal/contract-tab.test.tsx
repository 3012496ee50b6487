import { act, fireEvent, screen } from '@testing-library/react';
import {
  CONTRACT_LABELS,
  CONTRACT_MAX_POLLS,
  CONTRACT_MESSAGES,
  CONTRACT_OUTCOME_MESSAGES,
  CONTRACT_POLL_INTERVAL_MS,
  type SignatureStatus,
} from '../../../domain/contract';
import { PORTAL_TOKENS } from '../../../web/src/di/portal-tokens';
import { ContractTab } from '../../../web/src/features/dashboard/contract-tab.component';
import { ApiError } from '../../../web/src/gateway/api-error';
import type { AgreementStatusResponse, CreateAgreementResponse, SigningClient } from '../../../contracts';
import type { EmbeddedSigner, EmbeddedSignerEvents } from '../../../web/src/gateway/embedded-signer';
import type { ContractGateway } from '../../../web/src/gateway/contract.gateway';
import type { ProfileView as Profile } from '../../../contracts';
import { useContractStore } from '../../../web/src/stores/contract.store';
import { PROFILE_KEY } from '../../../web/src/queries/profile.query';
import { createQueryClient } from '../../../web/src/queries/query-client';
import { renderPortal } from './render-portal';

const profile = { userId: 'a1', email: 'nova@example.com', name: 'Nova Reyes', artistName: 'Nova' } as Profile;

type CreatedRequest = CreateAgreementResponse['signatureRequest'] & { signing: SigningClient };
const noAgreement: AgreementStatusResponse = {
  success: true,
  signatureId: null,
  status: null,
  signUrl: null,
  expiresAt: null,
  completedAt: null,
  hasSignedContract: false,
  signedPdfSha256: null,
  signing: { mode: 'popup' },
};
const embeddedClient = { mode: 'embedded', provider: 'dropbox-sign', clientId: 'client-1', testMode: true } as const;
const created = (id: string, signUrl: string | null, signing: SigningClient = { mode: 'popup' }): CreatedRequest => ({
  id,
  signUrl,
  status: 'awaiting_signature',
  expiresAt: '2031-01-01T00:00:00.000Z',
  signing,
});

function fakeGateway(
  options: { current?: Partial<AgreementStatusResponse>; create?: () => Promise<CreatedRequest>; statuses?: SignatureStatus[] } = {},
) {
  const statuses = [...(options.statuses ?? [])];
  const gateway: ContractGateway & { statusCalls: number; signUrlCalls: number } = {
    statusCalls: 0,
    signUrlCalls: 0,
    async signUrl() {
      gateway.signUrlCalls += 1;
      return {
        success: true,
        signUrl: `https://provider.test/editor/embeddedSign?token=t${gateway.signUrlCalls}`,
        signing: embeddedClient,
      };
    },
    current: async () => ({ ...noAgreement, ...options.current }),
    create: options.create ?? (async () => created('sig-1', 'http://portal/api/contracts/sign/tok')),
    async status() {
      gateway.statusCalls += 1;
      return statuses.shift() ?? 'awaiting_signature';
    },
    pdfUrl: (id) => `/api/contracts/${id}/pdf`,
  };
  return gateway;
}

type FakePopup = { closed: boolean; close: jest.Mock; focus: jest.Mock };
const popup = (): FakePopup => ({ closed: false, close: jest.fn(), focus: jest.fn() });
const flush = () =>
  act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** The provider's embedded client as the store sees it: it records each opening and lets the test fire its events. */
function fakeEmbedded() {
  const opened: { url: string; clientId: string; events: EmbeddedSignerEvents }[] = [];
  const signer: EmbeddedSigner & { opened: typeof opened } = {
    opened,
    async open(url, client, events) {
      opened.push({ url, clientId: client.clientId, events });
    },
  };
  return signer;
}

function show(gateway: ContractGateway, opener: jest.Mock<FakePopup | null, []> = jest.fn(popup), embedded = fakeEmbedded()) {
  const client = createQueryClient();
  client.setQueryData(PROFILE_KEY, profile);
  renderPortal(
    <ContractTab opener={opener} embedded={embedded} />,
    [
      [PORTAL_TOKENS.contract, gateway],
      [PORTAL_TOKENS.profile, { profile: async () => profile }],
    ],
    '/dashboard',
    client,
  );
  return opener;
}

beforeEach(() => {
  jest.useFakeTimers();
  useContractStore.getState().reset();
});
afterEach(() => {
  useContractStore.getState().reset();
  jest.useRealTimers();
});

describe('ContractTab', () => {
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
    expect(screen.getByRole('button', { name: CONTRACT_LABELS.creating })).toBeDisabled();
    await flush();
    await act(async () => finish(created('sig-1', 'http://portal/sign')));
    expect(screen.getByRole('button', { name: CONTRACT_LABELS.review })).toBeEnabled();
  });

  it('opens the signer in a popup and shows success when a poll says signed', async () => {
    const gateway = fakeGateway({ statuses: ['awaiting_signature', 'signed'] });
    const opener = show(gateway);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: CONTRACT_LABELS.review }));
    // The built-in signer opens on the origin the artist is using, whatever host the API's link names.
    expect(opener).toHaveBeenCalledWith(`${window.location.origin}/api/contracts/sign/tok`);
    await advance(CONTRACT_POLL_INTERVAL_MS);
    expect(screen.queryByText(CONTRACT_LABELS.success)).toBeNull();
    await advance(CONTRACT_POLL_INTERVAL_MS);
    expect(screen.getByText(CONTRACT_LABELS.success)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CONTRACT_LABELS.signed })).toBeDisabled();
    expect(screen.getByRole('link', { name: CONTRACT_OUTCOME_MESSAGES.downloadSigned })).toHaveAttribute(
      'href',
      '/api/contracts/sig-1/pdf',
    );
    expect(gateway.statusCalls).toBe(2);
  });

  it('shows the signed state at once when the artist already signed (a reload)', async () => {
    show(fakeGateway({ current: { signatureId: 'sig-9', status: 'signed' } }));
    await flush();
    expect(screen.getByText(CONTRACT_LABELS.success)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CONTRACT_LABELS.signed })).toBeDisabled();
  });

  it('says "Popup blocked" when the window cannot open, and does not poll', async () => {
    const gateway = fakeGateway();
    show(
      gateway,
      jest.fn(() => null),
    );
    await flush();
    fireEvent.click(screen.getByRole('button', { name: CONTRACT_LABELS.review }));
    expect(screen.getByRole('alert')).toHaveTextContent(CONTRACT_MESSAGES.popupBlocked);
    await advance(CONTRACT_POLL_INTERVAL_MS * 3);
    expect(gateway.statusCalls).toBe(0);
  });

  it('polls every 5000 ms at most 30 times, then stops with Retry', async () => {
    const gateway = fakeGateway();
    show(gateway);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: CONTRACT_LABELS.review }));
    await advance(CONTRACT_POLL_INTERVAL_MS - 1);
    expect(gateway.statusCalls).toBe(0);
    await advance(1);
    expect(gateway.statusCalls).toBe(1);
    await advance(CONTRACT_POLL_INTERVAL_MS * (CONTRACT_MAX_POLLS + 5));
    expect(gateway.statusCalls).toBe(CONTRACT_MAX_POLLS);
    expect(screen.getByRole('alert')).toHaveTextContent(CONTRACT_OUTCOME_MESSAGES.pollingTimedOut);
    expect(screen.getByRole('button', { name: CONTRACT_LABELS.retry })).toBeEnabled();
  });

  it('shows the polling failure message', async () => {
    const gateway = fakeGateway();
    gateway.status = async () => {
      throw new ApiError('boom', 500);
    };
    show(gateway);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: CONTRACT_LABELS.review }));
    await advance(CONTRACT_POLL_INTERVAL_MS);
    expect(screen.getByRole('alert')).toHaveTextContent(CONTRACT_MESSAGES.pollingError);
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
    expect(screen.getByRole('alert')).toHaveTextContent(CONTRACT_MESSAGES.conflict);
    fireEvent.click(screen.getByRole('button', { name: CONTRACT_LABELS.retry }));
    await flush();
    expect(screen.getByRole('alert')).toHaveTextContent(CONTRACT_MESSAGES.creationFailed);
  });

  it('takes a closed popup as a cue to look, never as the answer: it keeps polling and shows a later signature', async () => {
    const win = popup();
    const gateway = fakeGateway({ statuses: ['awaiting_signature', 'awaiting_signature', 'signed'] });
    show(
      gateway,
      jest.fn(() => win),
    );
    await flush();
    fireEvent.click(screen.getByRole('button', { name: CONTRACT_LABELS.review }));
    win.closed = true;
    await advance(600);
    expect(gateway.statusCalls).toBe(1);
    expect(screen.getByText(CONTRACT_OUTCOME_MESSAGES.signingWindowClosed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CONTRACT_LABELS.review })).toBeEnabled();
    await advance(CONTRACT_POLL_INTERVAL_MS * 2);
    expect(screen.getByText(CONTRACT_LABELS.success)).toBeInTheDocument();
  });

  it("opens a provider's embedded client with a fresh link each time, and checks at once on its 'sign' event", async () => {
    const gateway = fakeGateway({
      create: async () => created('sig-2', 'https://provider.test/editor/embeddedSign?token=t0', embeddedClient),
      statuses: ['awaiting_signature', 'signed'],
    });
    const embedded = fakeEmbedded();
    show(gateway, jest.fn(popup), embedded);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: CONTRACT_LABELS.review }));
    await flush();
    expect(embedded.opened.map((o) => [o.url, o.clientId])).toEqual([['https://provider.test/editor/embeddedSign?token=t1', 'client-1']]);
    await act(async () => embedded.opened[0].events.onClose());
    expect(screen.getByText(CONTRACT_OUTCOME_MESSAGES.signingWindowClosed)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: CONTRACT_LABELS.review }));
    await flush();
    expect(embedded.opened[1].url).toBe('https://provider.test/editor/embeddedSign?token=t2');
    await act(async () => embedded.opened[1].events.onSign());
    expect(screen.getByText(CONTRACT_LABELS.success)).toBeInTheDocument();
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
    fireEvent.click(screen.getByRole('button', { name: CONTRACT_LABELS.review }));
    await flush();
    await act(async () => embedded.opened[0].events.onDecline());
    expect(screen.getByRole('alert')).toHaveTextContent(CONTRACT_OUTCOME_MESSAGES.declined);
    expect(screen.getByRole('button', { name: CONTRACT_LABELS.retry })).toBeEnabled();
  });
});
