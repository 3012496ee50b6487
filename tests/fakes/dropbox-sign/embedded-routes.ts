import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../fake-http';
import { embeddedErrorPage, embeddedSignPage } from './embedded-page';
import { type EmbeddedLoad, type FakeRequest, type FakeSignUrl, markDeclined, markSigned, signatureOf } from './fake-state';

export interface EmbeddedState {
  clientId: string;
  requests: Map<string, FakeRequest>;
  signUrls: Map<string, FakeSignUrl>;
  loads: EmbeddedLoad[];
  /** Called after the signer signed or declined in the page (the fake then sends its callbacks). */
  acted(request: FakeRequest, action: 'sign' | 'decline'): void;
}

const html = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(body);
};

/** GET /editor/embeddedSign?signature_id&token&client_id&parent_url...: the page hellosign-embedded frames. */
export function serveEmbeddedPage(state: EmbeddedState, url: URL, res: ServerResponse): void {
  const q = url.searchParams;
  const load: EmbeddedLoad = {
    clientId: q.get('client_id'),
    skipDomainVerification: q.get('skip_domain_verification'),
    parentUrl: q.get('parent_url'),
    jsVersion: q.get('js_version'),
    refused: null,
  };
  state.loads.push(load);
  const refuse = (message: string, code: string) => {
    load.refused = code;
    html(res, 200, embeddedErrorPage(message, code, load.parentUrl));
  };
  const token = q.get('token') ?? '';
  const link = state.signUrls.get(token);
  const found = link && signatureOf(state.requests, link.signatureId);
  if (load.clientId !== state.clientId) return refuse('This client_id does not match the signature request.', 'invalid_client_id');
  if (!link || !found || q.get('signature_id') !== link.signatureId) return refuse('This signing link is not valid.', 'sign_url_invalid');
  if (link.opened) return refuse('This signing link was already used. Ask for a new one.', 'sign_url_invalid');
  if (link.expiresAt * 1000 <= Date.now()) return refuse('This signing link has expired.', 'sign_url_expired');
  if (!load.parentUrl) return refuse('Missing parent_url.', 'missing_parent_url');
  link.opened = true;
  html(res, 200, embeddedSignPage({ ...found, token, parentUrl: load.parentUrl }));
}

/** POST /editor/embeddedSign/act {token, action}: the page's own call when the signer presses Sign or Decline. */
export async function embeddedAct(state: EmbeddedState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = JSON.parse(await readBody(req)) as { token?: string; action?: string; reason?: string };
  const link = state.signUrls.get(body.token ?? '');
  const found = link?.opened && signatureOf(state.requests, link.signatureId);
  if (!found || found.signature.status_code !== 'awaiting_signature') return sendJson(res, 409, { error: 'not signable' });
  if (body.action === 'decline' && !found.request.allow_decline) return sendJson(res, 400, { error: 'declining not allowed' });
  if (body.action === 'sign') markSigned(found.request);
  else if (body.action === 'decline') markDeclined(found.request, body.reason ?? '');
  else return sendJson(res, 400, { error: 'unknown action' });
  sendJson(res, 200, { ok: true });
  state.acted(found.request, body.action);
}
