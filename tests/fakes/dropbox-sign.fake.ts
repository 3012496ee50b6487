import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basicCredentials, FaultQueue, sendJson, startFakeServer } from './fake-http';
import { createEmbeddedRequest } from './dropbox-sign/create-request';
import { embeddedAct, type EmbeddedState, serveEmbeddedPage } from './dropbox-sign/embedded-routes';
import { type DeliveredEvent, postEvent } from './dropbox-sign/events';
import {
  type EmbeddedLoad,
  type FakeRequest,
  type FakeSignUrl,
  markDeclined,
  markSigned,
  signatureOf,
  unixNow,
} from './dropbox-sign/fake-state';
import { signedPdfOf } from './dropbox-sign/signed-pdf';

/**
 * A local server answering as Dropbox Sign's API v3: basic auth with the API key, embedded requests from a
 * template (client_id, signer role, metadata, test_mode), embedded sign URLs and request status, with
 * `{error: {error_msg, error_name}}` errors and the X-RateLimit-* headers on every answer.
 */
export interface FakeDropboxSign {
  apiUrl: string;
  apiKey: string;
  clientId: string;
  templateId: string;
  /** The signer role the template defines. */
  role: string;
  /** The origin of the embedded signing page (the CSP's frame-src must allow it). */
  embeddedOrigin: string;
  faults: FaultQueue;
  log: string[];
  requests: Map<string, FakeRequest>;
  /** Every opening of the embedded page, with the parameters hellosign-embedded appended. */
  embeddedLoads: EmbeddedLoad[];
  /** The app's event callback URL (set on the API app at the provider); events go nowhere while it is null. */
  callbackUrl: string | null;
  /** Every event posted to callbackUrl, with the answer it got. */
  delivered: DeliveredEvent[];
  /** How long a sign_url stays valid (the provider's are short-lived). */
  signUrlTtlSeconds: number;
  /** The next n file downloads of a completed request answer 409 (files still being prepared). */
  preparingFiles: number;
  /** What the signer did in the embedded page (without the page: no events are sent). */
  sign(requestId: string): void;
  decline(requestId: string, reason: string): void;
  expire(requestId: string): void;
  /** Posts an event about a request (null: about none, e.g. callback_test); `forged` signs it with another key. */
  sendEvent(type: string, requestId: string | null, options?: { forged?: boolean }): Promise<DeliveredEvent>;
  close(): Promise<void>;
}

const RATE_LIMIT = 100;

/** The portal's settings that point its Dropbox Sign adapter at this fake, in test mode. */
export const portalSettingsFor = (fake: FakeDropboxSign) => ({
  ESIGN_ADAPTER: 'dropbox-sign',
  DROPBOX_SIGN_API_KEY: fake.apiKey,
  DROPBOX_SIGN_CLIENT_ID: fake.clientId,
  DROPBOX_SIGN_TEMPLATE_ID: fake.templateId,
  DROPBOX_SIGN_API_URL: fake.apiUrl,
  DROPBOX_SIGN_TEST_MODE: 'true',
});

export async function startFakeDropboxSign(options: { allowLiveMode?: boolean } = {}): Promise<FakeDropboxSign> {
  const app = { clientId: 'fakeclientid0123456789abcdef', templateId: 'c26b8a16784a872da37ea946b9ddec7c1e11dff6', role: 'Artist' };
  const apiKey = 'fake-dropbox-sign-key';
  const requests = new Map<string, FakeRequest>();
  const signUrls = new Map<string, FakeSignUrl>();
  const faults = new FaultQueue();
  const log: string[] = [];
  let remaining = RATE_LIMIT;
  const resetAt = () => unixNow() + 3600;

  const fail = (res: ServerResponse, status: number, name: string, msg: string, headers: Record<string, string> = {}) =>
    sendJson(res, status, { error: { error_msg: msg, error_name: name } }, headers);
  const faultAnswer = (res: ServerResponse) => {
    const fault = faults.take();
    if (!fault) return false;
    const limited = fault.status === 429;
    const headers = {
      'X-RateLimit-Limit': String(RATE_LIMIT),
      'X-RateLimit-Remaining': limited ? '0' : String(remaining),
      'X-Ratelimit-Reset': String(resetAt()),
      ...fault.headers,
    };
    const error = limited
      ? { error_msg: 'Rate limit exceeded', error_name: 'exceeded_rate' }
      : { error_msg: 'Internal error', error_name: 'unknown' };
    sendJson(res, fault.status, fault.body ?? { error }, headers);
    return true;
  };

  const api = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const path = url.pathname;
    if (basicCredentials(req)?.user !== apiKey) return fail(res, 401, 'unauthorized', 'Unauthorized api key');
    if (faultAnswer(res)) return;
    remaining = Math.max(0, remaining - 1);
    const headers = {
      'X-RateLimit-Limit': String(RATE_LIMIT),
      'X-RateLimit-Remaining': String(remaining),
      'X-Ratelimit-Reset': String(resetAt()),
    };
    if (req.method === 'POST' && path === '/v3/signature_request/create_embedded_with_template') {
      const created = await createEmbeddedRequest(req, { ...app, allowLiveMode: Boolean(options.allowLiveMode) });
      if (Array.isArray(created)) return fail(res, ...created, headers);
      requests.set(created.signature_request_id, created);
      const details = `https://app.hellosign.com/home/manage?guid=${created.signature_request_id}`;
      return sendJson(res, 200, { signature_request: { ...created, signing_url: null, details_url: details } }, headers);
    }
    const signUrl = /^\/v3\/embedded\/sign_url\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && signUrl) {
      const found = signatureOf(requests, decodeURIComponent(signUrl[1]));
      if (!found) return fail(res, 404, 'not_found', 'Signature not found', headers);
      if (found.signature.status_code === 'signed') return fail(res, 409, 'conflict', 'This request has already been signed', headers);
      if (found.signature.status_code !== 'awaiting_signature')
        return fail(res, 410, 'deleted', 'This signature request is no longer signable', headers);
      const token = randomBytes(16).toString('hex');
      const expiresAt = unixNow() + fake.signUrlTtlSeconds;
      signUrls.set(token, { signatureId: found.signature.signature_id, expiresAt, opened: false });
      const link = `${server.url}/editor/embeddedSign?signature_id=${found.signature.signature_id}&token=${token}`;
      return sendJson(res, 200, { embedded: { sign_url: link, expires_at: expiresAt } }, headers);
    }
    const files = /^\/v3\/signature_request\/files\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && files) {
      const request = requests.get(decodeURIComponent(files[1]));
      if (!request) return fail(res, 404, 'not_found', 'Not found', headers);
      const type = url.searchParams.get('file_type') ?? 'pdf';
      if (type !== 'pdf' && type !== 'zip') return fail(res, 400, 'bad_request', 'file_type must be pdf or zip', headers);
      if (!request.is_complete || fake.preparingFiles > 0) {
        if (request.is_complete) fake.preparingFiles -= 1;
        return fail(res, 409, 'conflict', 'Files are still being processed. Please try again later.', headers);
      }
      if (type === 'zip') return fail(res, 400, 'bad_request', 'This fake serves the merged PDF only', headers);
      res.writeHead(200, { 'Content-Type': 'application/pdf', ...headers });
      res.end(await signedPdfOf(request));
      return;
    }
    const status = /^\/v3\/signature_request\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && status) {
      const request = requests.get(decodeURIComponent(status[1]));
      if (!request) return fail(res, 404, 'not_found', 'Not found', headers);
      return sendJson(res, 200, { signature_request: request }, headers);
    }
    fail(res, 404, 'not_found', 'Not found', headers);
  };

  const sendEvent = async (type: string, requestId: string | null, eventOptions: { forged?: boolean } = {}) => {
    if (!fake.callbackUrl) throw new Error('no callback URL set on the fake API app');
    const request = requestId === null ? null : (requests.get(requestId) ?? null);
    const delivered = await postEvent(fake.callbackUrl, apiKey, { type, request, clientId: app.clientId, ...eventOptions });
    fake.delivered.push(delivered);
    return delivered;
  };
  const embedded: EmbeddedState = {
    clientId: app.clientId,
    requests,
    signUrls,
    loads: [],
    acted(request, action) {
      if (!fake.callbackUrl) return;
      const events = action === 'sign' ? ['signature_request_signed', 'signature_request_all_signed'] : ['signature_request_declined'];
      void events.reduce<Promise<unknown>>(
        (previous, type) => previous.then(() => sendEvent(type, request.signature_request_id)),
        Promise.resolve(),
      );
    },
  };

  const server = await startFakeServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    log.push(`${req.method} ${url.pathname}`);
    if (req.method === 'GET' && url.pathname === '/editor/embeddedSign') return serveEmbeddedPage(embedded, url, res);
    if (req.method === 'POST' && url.pathname === '/editor/embeddedSign/act') return embeddedAct(embedded, req, res);
    return api(req, res, url);
  });

  const mutate = (requestId: string, change: (r: FakeRequest) => void) => {
    const request = requests.get(requestId);
    if (!request) throw new Error(`unknown signature request ${requestId}`);
    change(request);
  };
  const fake: FakeDropboxSign = {
    apiUrl: `${server.url}/v3`,
    apiKey,
    ...app,
    embeddedOrigin: server.url,
    faults,
    log,
    requests,
    embeddedLoads: embedded.loads,
    callbackUrl: null,
    delivered: [],
    signUrlTtlSeconds: 3600,
    preparingFiles: 0,
    sign: (requestId) => mutate(requestId, markSigned),
    decline: (requestId, reason) => mutate(requestId, (r) => markDeclined(r, reason)),
    expire: (requestId) =>
      mutate(requestId, (r) => {
        r.expires_at = unixNow() - 1;
        for (const s of r.signatures) s.status_code = 'expired';
      }),
    sendEvent,
    close: () => server.close(),
  };
  return fake;
}
