import { act } from '@testing-library/react';
import type { SignatureStatus } from '../../../domain/agreement';
import { PORTAL_TOKENS } from '../../../web/src/di/portal-tokens';
import { AgreementTab } from '../../../web/src/features/dashboard/agreement-tab.component';
import type { AgreementStatusResponse, CreateAgreementResponse, SigningClient } from '../../../wire';
import type { EmbeddedSigner, EmbeddedSignerEvents } from '../../../web/src/gateway/embedded-signer';
import type { AgreementGateway } from '../../../web/src/gateway/agreement.gateway';
import type { ProfileView as Profile } from '../../../wire';
import { useAgreementStore } from '../../../web/src/stores/agreement.store';
import { PROFILE_KEY } from '../../../web/src/queries/profile.query';
import { createQueryClient } from '../../../web/src/queries/query-client';
import { renderPortal } from './render-portal';

const profile = { userId: 'a1', email: 'nova@example.com', name: 'Nova Reyes', artistName: 'Nova' } as Profile;

export type CreatedRequest = CreateAgreementResponse['signatureRequest'] & { signing: SigningClient };
export const noAgreement: AgreementStatusResponse = {
  success: true,
  signatureId: null,
  status: null,
  signUrl: null,
  expiresAt: null,
  completedAt: null,
  hasSignedAgreement: false,
  signedPdfSha256: null,
  signing: { mode: 'popup' },
};
export const embeddedClient = { mode: 'embedded', provider: 'dropbox-sign', clientId: 'client-1', testMode: true } as const;
export const created = (id: string, signUrl: string | null, signing: SigningClient = { mode: 'popup' }): CreatedRequest => ({
  id,
  signUrl,
  status: 'awaiting_signature',
  expiresAt: '2031-01-01T00:00:00.000Z',
  signing,
});

export function fakeGateway(
  options: { current?: Partial<AgreementStatusResponse>; create?: () => Promise<CreatedRequest>; statuses?: SignatureStatus[] } = {},
) {
  const statuses = [...(options.statuses ?? [])];
  const gateway: AgreementGateway & { statusCalls: number; signUrlCalls: number } = {
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
    create: options.create ?? (async () => created('sig-1', 'http://portal/api/agreements/sign/tok')),
    async status() {
      gateway.statusCalls += 1;
      return statuses.shift() ?? 'awaiting_signature';
    },
  };
  return gateway;
}

export type FakePopup = { closed: boolean; close: jest.Mock; focus: jest.Mock };
export const popup = (): FakePopup => ({ closed: false, close: jest.fn(), focus: jest.fn() });
/**
 * Lets every pending promise chain settle without moving the clock: the container, the gateway and the query cache
 * each add a few steps, and the query cache hands its answers over on a zero-length timer.
 */
export const flush = () =>
  act(async () => {
    for (let step = 0; step < 10; step += 1) await jest.advanceTimersByTimeAsync(0);
  });

export async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
  await flush();
}

/** The provider's embedded client as the store sees it: it records each opening and lets the test fire its events. */
export function fakeEmbedded() {
  const opened: { url: string; clientId: string; events: EmbeddedSignerEvents }[] = [];
  const signer: EmbeddedSigner & { opened: typeof opened } = {
    opened,
    async open(url, client, events) {
      opened.push({ url, clientId: client.clientId, events });
    },
  };
  return signer;
}

export function show(gateway: AgreementGateway, opener: jest.Mock<FakePopup | null, []> = jest.fn(popup), embedded = fakeEmbedded()) {
  const client = createQueryClient();
  client.setQueryData(PROFILE_KEY, profile);
  renderPortal(
    <AgreementTab opener={opener} embedded={embedded} />,
    [
      [PORTAL_TOKENS.agreement, gateway],
      [PORTAL_TOKENS.profile, { profile: async () => profile }],
    ],
    '/dashboard',
    client,
  );
  return opener;
}

/** A describe block of AgreementTab tests: fake timers and a fresh store around each of them. */
export function describeAgreementTab(title: string, tests: () => void) {
  describe(title, () => {
    beforeEach(() => {
      jest.useFakeTimers();
      useAgreementStore.getState().reset();
    });
    afterEach(() => {
      useAgreementStore.getState().reset();
      jest.useRealTimers();
    });
    tests();
  });
}
