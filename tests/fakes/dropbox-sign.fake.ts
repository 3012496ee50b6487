import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basicCredentials, FaultQueue, readBody, sendJson, startFakeServer } from './fake-http';

interface FakeSignature {
  signature_id: string;
  signer_email_address: string;
  signer_name: string;
  signer_role: string;
  order: null;
  status_code: 'awaiting_signature' | 'signed' | 'declined' | 'expired';
  decline_reason: string | null;
  signed_at: number | null;
}
interface FakeRequest {
  signature_request_id: string;
  test_mode: boolean;
  title: string;
  subject: string;
  metadata: Record<string, unknown>;
  created_at: number;
  expires_at: number | null;
  is_complete: boolean;
  is_declined: boolean;
  has_error: boolean;
  template_ids: string[];
  signatures: FakeSignature[];
}

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
  faults: FaultQueue;
  log: string[];
  requests: Map<string, FakeRequest>;
  /** What the signer did in the embedded page. */
  sign(requestId: string): void;
  decline(requestId: string, reason: string): void;
  expire(requestId: string): void;
  close(): Promise<void>;
}

const id = () => randomBytes(20).toString('hex');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const RATE_LIMIT = 100;

export async function startFakeDropboxSign(options: { allowLiveMode?: boolean } = {}): Promise<FakeDropboxSign> {
  const apiKey = 'fake-dropbox-sign-key';
  const clientId = 'fakeclientid0123456789abcdef';
  const templateId = 'c26b8a16784a872da37ea946b9ddec7c1e11dff6';
  const role = 'Artist';
  const requests = new Map<string, FakeRequest>();
  const faults = new FaultQueue();
  const log: string[] = [];
  let remaining = RATE_LIMIT;
  const resetAt = () => Math.floor(Date.now() / 1000) + 3600;

  const fail = (res: ServerResponse, status: number, name: string, msg: string, headers: Record<string, string> = {}) =>
    sendJson(res, status, { error: { error_msg: msg, error_name: name } }, headers);
  const signatureOf = (signatureId: string) => {
    for (const request of requests.values()) {
      const signature = request.signatures.find((s) => s.signature_id === signatureId);
      if (signature) return { request, signature };
    }
    return undefined;
  };

  const create = async (req: IncomingMessage, res: ServerResponse, headers: Record<string, string>) => {
    if (!String(req.headers['content-type']).startsWith('application/json'))
      return fail(res, 400, 'bad_request', 'Unsupported content type', headers);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    } catch {
      return fail(res, 400, 'bad_request', 'Invalid JSON', headers);
    }
    const signers = body.signers as { role?: string; name?: string; email_address?: string }[] | undefined;
    const metadata = (body.metadata ?? {}) as Record<string, unknown>;
    if (body.client_id === undefined) return fail(res, 400, 'bad_request', 'Missing parameter: client_id', headers);
    if (body.client_id !== clientId) return fail(res, 404, 'not_found', 'No API app found for the provided client_id', headers);
    if (!Array.isArray(body.template_ids) || body.template_ids.length === 0)
      return fail(res, 400, 'bad_request', 'Missing parameter: template_ids', headers);
    if (body.template_ids.some((t) => t !== templateId)) return fail(res, 404, 'not_found', 'Template not found', headers);
    if (!Array.isArray(signers) || signers.length === 0) return fail(res, 400, 'bad_request', 'Missing parameter: signers', headers);
    for (const signer of signers) {
      if (signer.role !== role) return fail(res, 400, 'bad_request', `Invalid signer role: ${signer.role}`, headers);
      if (!signer.name) return fail(res, 400, 'bad_request', 'Signer name is required', headers);
      if (!signer.email_address || !EMAIL.test(signer.email_address))
        return fail(res, 400, 'bad_request', `Invalid email address: ${signer.email_address ?? ''}`, headers);
    }
    if (typeof metadata !== 'object' || Object.keys(metadata).length > 10)
      return fail(res, 400, 'bad_request', 'Metadata may have at most 10 keys', headers);
    if (body.test_mode !== true && !options.allowLiveMode)
      return fail(res, 402, 'payment_required', 'Your account does not support live embedded signature requests; use test_mode', headers);
    const request: FakeRequest = {
      signature_request_id: id(),
      test_mode: body.test_mode === true,
      title: String(body.title ?? ''),
      subject: String(body.subject ?? ''),
      metadata,
      created_at: Math.floor(Date.now() / 1000),
      expires_at: null,
      is_complete: false,
      is_declined: false,
      has_error: false,
      template_ids: [templateId],
      signatures: signers.map((s) => ({
        signature_id: id(),
        signer_email_address: String(s.email_address),
        signer_name: String(s.name),
        signer_role: role,
        order: null,
        status_code: 'awaiting_signature',
        decline_reason: null,
        signed_at: null,
      })),
    };
    requests.set(request.signature_request_id, request);
    sendJson(
      res,
      200,
      {
        signature_request: {
          ...request,
          signing_url: null,
          details_url: `https://app.hellosign.com/home/manage?guid=${request.signature_request_id}`,
        },
      },
      headers,
    );
  };

  const server = await startFakeServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    log.push(`${req.method} ${path}`);
    const credentials = basicCredentials(req);
    if (credentials?.user !== apiKey) return fail(res, 401, 'unauthorized', 'Unauthorized api key');
    const fault = faults.take();
    if (fault) {
      const limited = fault.status === 429;
      const headers = {
        'X-RateLimit-Limit': String(RATE_LIMIT),
        'X-RateLimit-Remaining': limited ? '0' : String(remaining),
        'X-Ratelimit-Reset': String(resetAt()),
        ...fault.headers,
      };
      return sendJson(
        res,
        fault.status,
        fault.body ?? {
          error: limited
            ? { error_msg: 'Rate limit exceeded', error_name: 'exceeded_rate' }
            : { error_msg: 'Internal error', error_name: 'unknown' },
        },
        headers,
      );
    }
    remaining = Math.max(0, remaining - 1);
    const headers = {
      'X-RateLimit-Limit': String(RATE_LIMIT),
      'X-RateLimit-Remaining': String(remaining),
      'X-Ratelimit-Reset': String(resetAt()),
    };
    if (req.method === 'POST' && path === '/v3/signature_request/create_embedded_with_template') return create(req, res, headers);
    const signUrl = /^\/v3\/embedded\/sign_url\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && signUrl) {
      const found = signatureOf(decodeURIComponent(signUrl[1]));
      if (!found) return fail(res, 404, 'not_found', 'Signature not found', headers);
      if (found.signature.status_code === 'signed') return fail(res, 409, 'conflict', 'This request has already been signed', headers);
      if (found.signature.status_code !== 'awaiting_signature')
        return fail(res, 410, 'deleted', 'This signature request is no longer signable', headers);
      const token = randomBytes(16).toString('hex');
      return sendJson(
        res,
        200,
        {
          embedded: {
            sign_url: `https://embedded.hellosign.com/prep-and-send/embedded-sign?signature_id=${found.signature.signature_id}&token=${token}`,
            expires_at: resetAt(),
          },
        },
        headers,
      );
    }
    const status = /^\/v3\/signature_request\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && status) {
      const request = requests.get(decodeURIComponent(status[1]));
      if (!request) return fail(res, 404, 'not_found', 'Not found', headers);
      return sendJson(res, 200, { signature_request: request }, headers);
    }
    fail(res, 404, 'not_found', 'Not found', headers);
  });

  const mutate = (requestId: string, change: (r: FakeRequest) => void) => {
    const request = requests.get(requestId);
    if (!request) throw new Error(`unknown signature request ${requestId}`);
    change(request);
  };
  return {
    apiUrl: `${server.url}/v3`,
    apiKey,
    clientId,
    templateId,
    role,
    faults,
    log,
    requests,
    sign: (requestId) =>
      mutate(requestId, (r) => {
        for (const s of r.signatures) Object.assign(s, { status_code: 'signed', signed_at: Math.floor(Date.now() / 1000) });
        r.is_complete = true;
      }),
    decline: (requestId, reason) =>
      mutate(requestId, (r) => {
        Object.assign(r.signatures[0], { status_code: 'declined', decline_reason: reason });
        r.is_declined = true;
      }),
    expire: (requestId) =>
      mutate(requestId, (r) => {
        r.expires_at = Math.floor(Date.now() / 1000) - 1;
        for (const s of r.signatures) s.status_code = 'expired';
      }),
    close: () => server.close(),
  };
}
