import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

jest.mock('ky', () => jest.requireActual('../submit/ky.stub'));
import type { Options } from 'ky';
import type { DraftResponse, ProfileView, SessionPrincipal } from '../../../wire';
import { PORTAL_TOKENS } from '../../../web/src/di/portal-tokens';
import { PUBLIC_TOKENS } from '../../../web/src/di/public-tokens';
import { AgreementTab } from '../../../web/src/features/dashboard/agreement-tab.component';
import { ArtistFrame } from '../../../web/src/features/portal-frame/portal-frames.component';
import { MusicStep } from '../../../web/src/features/submit/music/music-step.component';
import { ReleaseDetailsPage } from '../../../web/src/features/submit/landings/release-details.page';
import { createAgreementGateway } from '../../../web/src/gateway/agreement.gateway';
import { createDraftGateway, type DraftGateway } from '../../../web/src/gateway/draft.gateway';
import type { HttpClient } from '../../../web/src/gateway/http-client';
import type { SessionGateway } from '../../../web/src/gateway/session.gateway';
import { createUploadGateway, type UploadGateway } from '../../../web/src/gateway/upload.gateway';
import { SESSION_KEY } from '../../../web/src/queries/session-cache';
import { useAgreementStore } from '../../../web/src/stores/agreement.store';
import { HTTPError } from '../submit/ky.stub';
import { fakeGateways, renderSubmit, resetSubmitState, wav } from '../submit/render-submit';
import { inFrame, renderPortal } from './render-portal';
import { useAddress } from '../web-router';

const nova: SessionPrincipal = { role: 'artist', userId: 'a1', email: 'nova@example.com', name: 'Nova Reyes', artistName: 'Nova' };
const profile = { userId: 'a1', email: 'nova@example.com', name: 'Nova Reyes', artistName: 'Nova' } as ProfileView;
const SESSION_ENDED = { status: 401, body: { success: false, error: 'Not authenticated' } };
// The first render of the frame (MUI styles, the wizard's lazy steps) can take seconds on a busy machine.
const signedIn: SessionGateway = {
  me: async () => nova,
  signInArtist: async () => nova,
  signInStaff: async () => nova,
  signOut: async () => undefined,
  requestNewCode: async () => '',
};

/** The API as the gateways' HTTP client sees it: `answer` gives the status and body of each call. */
function fakeApi(answer: (method: string, path: string) => { status: number; body: unknown }): HttpClient {
  const call = (path: string, options: Options = {}) => ({
    json: async () => {
      const { status, body } = answer(options.method ?? 'get', path);
      if (status >= 400) throw new HTTPError(new Response(JSON.stringify(body), { status }));
      return body;
    },
  });
  return call as unknown as HttpClient;
}

const realFetch = globalThis.fetch;

/** The API as plain fetch sees it (the draft gateway's client): `answer` gives the status and body of each call. */
function answerFetch(answer: (method: string, url: string) => { status: number; body: unknown }): void {
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const { status, body } = answer((init.method ?? 'GET').toLowerCase(), url);
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
}

/** The rework draft of submission s-1, opened on the music step. */
const reworkDraft: DraftResponse = {
  success: true,
  sessionId: 'session-1',
  formSession: 'signed-session',
  data: {
    id: 'draft-1',
    origin: 'changes-requested',
    revision: 2,
    answers: {},
    wizard: { step: 1, extras: {} },
    files: [],
    submissionId: 's-1',
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    expiresAt: '2030-01-31T00:00:00.000Z',
  },
};

function Where() {
  return <p data-testid="where">{useAddress()}</p>;
}

/** An XMLHttpRequest the API answers 401, as an upload meets it once the session has ended. */
class SessionEndedXhr {
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  open(): void {}
  setRequestHeader(): void {}
  send(): void {
    this.status = SESSION_ENDED.status;
    this.responseText = JSON.stringify(SESSION_ENDED.body);
    setTimeout(() => this.onload?.(), 0);
  }
}

/** /release-details/s-1 in the artist frame: the wizard on the rework draft, with these draft and upload gateways. */
function renderReleaseDetails(gateways: { draft?: DraftGateway; upload?: UploadGateway }) {
  const fakes = fakeGateways();
  fakes.draft.open.mockResolvedValue(reworkDraft);
  return renderSubmit(inFrame(ArtistFrame, { '/release-details/:id': <ReleaseDetailsPage /> }, <Where />), fakes, '/release-details/s-1', {
    route: '/*',
    bindings: [
      [PORTAL_TOKENS.session, signedIn],
      // The release has no notes pinned to fields.
      [PORTAL_TOKENS.profile, { submission: jest.fn().mockResolvedValue({ pinnedNotes: [] }) }],
      [PUBLIC_TOKENS.draft, gateways.draft ?? fakes.draft],
      [PUBLIC_TOKENS.upload, gateways.upload ?? fakes.upload],
    ],
  });
}

const { XMLHttpRequest: realXhr, FormData: realFormData } = window;

/** Uploads meet an API that answers 401. */
function sessionEndsOnUpload(): void {
  window.XMLHttpRequest = SessionEndedXhr as unknown as typeof XMLHttpRequest;
  // Node's FormData (lent to jsdom) refuses jsdom's File; the fake request never reads the body anyway.
  window.FormData = class {
    append(): void {}
  } as unknown as typeof FormData;
}

beforeEach(() => {
  resetSubmitState();
  useAgreementStore.getState().reset();
});
afterEach(() => {
  globalThis.fetch = realFetch;
  window.XMLHttpRequest = realXhr;
  window.FormData = realFormData;
  useAgreementStore.getState().reset();
});

describe('a session that ends during a call made outside the query cache', () => {
  it('agreement signing: sends the artist to /login and back to the dashboard after', async () => {
    const agreements = createAgreementGateway(fakeApi(() => SESSION_ENDED));
    renderPortal(inFrame(ArtistFrame, { '/dashboard': <AgreementTab opener={() => null} /> }, <Where />), [
      [PORTAL_TOKENS.session, signedIn],
      [PORTAL_TOKENS.profile, { profile: async () => profile }],
      [PORTAL_TOKENS.agreement, agreements],
    ]);
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?next=%2Fdashboard');
  });

  it('draft autosave: sends the artist to /login and back to the release after', async () => {
    const user = userEvent.setup({ delay: null });
    answerFetch((method) => (method === 'post' ? { status: 200, body: reworkDraft } : SESSION_ENDED));
    renderReleaseDetails({ draft: createDraftGateway('/api') });
    await user.type(await screen.findByRole('textbox', { name: 'Track title' }), 'L');
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?next=%2Frelease-details%2Fs-1');
  });

  it('uploads: send the artist to /login and back to the release after', async () => {
    sessionEndsOnUpload();
    const user = userEvent.setup({ delay: null });
    renderReleaseDetails({ upload: createUploadGateway('/api') });
    await user.upload(await screen.findByLabelText('WAV file for track 1'), wav());
    expect(await screen.findByTestId('where')).toHaveTextContent('/login?next=%2Frelease-details%2Fs-1');
  });

  it("on a public page the session stays: there a refused upload is the wizard's own business", async () => {
    sessionEndsOnUpload();
    const user = userEvent.setup({ delay: null });
    const uploads = createUploadGateway('/api');
    const { client } = renderSubmit(<MusicStep />, { ...fakeGateways(), upload: { upload: jest.fn(uploads.upload) } });
    client.setQueryData(SESSION_KEY, nova);
    await user.upload(screen.getByLabelText('WAV file for track 1'), wav());
    expect(await screen.findByText('Not authenticated')).toBeInTheDocument();
    expect(client.getQueryData(SESSION_KEY)).toEqual(nova);
  });
});
