import type { IncomingMessage } from 'node:http';
import { readBody } from '../fake-http';
import { fakeId as id, type FakeRequest, unixNow } from './fake-state';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A refusal as Dropbox Sign words it: HTTP status, error_name, error_msg. */
export type Refusal = [status: number, name: string, message: string];

/** POST /signature_request/create_embedded_with_template, checked as the provider checks it. */
export async function createEmbeddedRequest(
  req: IncomingMessage,
  app: { clientId: string; templateId: string; role: string; allowLiveMode: boolean },
): Promise<FakeRequest | Refusal> {
  if (!String(req.headers['content-type']).startsWith('application/json')) return [400, 'bad_request', 'Unsupported content type'];
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(await readBody(req)) as Record<string, unknown>;
  } catch {
    return [400, 'bad_request', 'Invalid JSON'];
  }
  const signers = body.signers as { role?: string; name?: string; email_address?: string }[] | undefined;
  const metadata = (body.metadata ?? {}) as Record<string, unknown>;
  if (body.client_id === undefined) return [400, 'bad_request', 'Missing parameter: client_id'];
  if (body.client_id !== app.clientId) return [404, 'not_found', 'No API app found for the provided client_id'];
  if (!Array.isArray(body.template_ids) || body.template_ids.length === 0) return [400, 'bad_request', 'Missing parameter: template_ids'];
  if (body.template_ids.some((t) => t !== app.templateId)) return [404, 'not_found', 'Template not found'];
  if (!Array.isArray(signers) || signers.length === 0) return [400, 'bad_request', 'Missing parameter: signers'];
  for (const signer of signers) {
    if (signer.role !== app.role) return [400, 'bad_request', `Invalid signer role: ${signer.role}`];
    if (!signer.name) return [400, 'bad_request', 'Signer name is required'];
    if (!signer.email_address || !EMAIL.test(signer.email_address))
      return [400, 'bad_request', `Invalid email address: ${signer.email_address ?? ''}`];
  }
  if (typeof metadata !== 'object' || Object.keys(metadata).length > 10) return [400, 'bad_request', 'Metadata may have at most 10 keys'];
  if (body.allow_decline !== undefined && typeof body.allow_decline !== 'boolean')
    return [400, 'bad_request', 'allow_decline must be a boolean'];
  if (body.test_mode !== true && !app.allowLiveMode)
    return [402, 'payment_required', 'Your account does not support live embedded signature requests; use test_mode'];
  return {
    signature_request_id: id(),
    test_mode: body.test_mode === true,
    title: String(body.title ?? ''),
    subject: String(body.subject ?? ''),
    metadata,
    created_at: unixNow(),
    expires_at: null,
    is_complete: false,
    is_declined: false,
    has_error: false,
    allow_decline: body.allow_decline === true,
    template_ids: [app.templateId],
    signatures: signers.map((s) => ({
      signature_id: id(),
      signer_email_address: String(s.email_address),
      signer_name: String(s.name),
      signer_role: app.role,
      order: null,
      status_code: 'awaiting_signature',
      decline_reason: null,
      signed_at: null,
    })),
  };
}
