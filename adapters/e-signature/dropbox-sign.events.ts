import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidSignatureEventError, type SignatureEvent } from '../../application/ports/e-signature.port';

interface CallbackPayload {
  event?: { event_time?: unknown; event_type?: unknown; event_hash?: unknown };
  signature_request?: { signature_request_id?: unknown } | null;
}

/** Dropbox Sign's event hash: HMAC-SHA256, keyed with the API key, of event_time followed by event_type, in hex. */
export function dropboxSignEventHash(apiKey: string, eventTime: string, eventType: string): string {
  return createHmac('sha256', apiKey).update(`${eventTime}${eventType}`).digest('hex');
}

/** Reads the callback's `json` field and checks its event hash; a mismatch is refused before anything is read from it. */
export function readDropboxSignEvent(apiKey: string, json: string): SignatureEvent {
  let payload: CallbackPayload;
  try {
    payload = JSON.parse(json) as CallbackPayload;
  } catch {
    throw new InvalidSignatureEventError('unreadable');
  }
  const { event_time: time, event_type: type, event_hash: hash } = payload.event ?? {};
  if (typeof time !== 'string' && typeof time !== 'number') throw new InvalidSignatureEventError('unreadable');
  if (typeof type !== 'string' || typeof hash !== 'string') throw new InvalidSignatureEventError('unreadable');
  const expected = Buffer.from(dropboxSignEventHash(apiKey, String(time), type), 'utf8');
  const given = Buffer.from(hash.toLowerCase(), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new InvalidSignatureEventError('hash');
  const seconds = Number(time);
  if (!Number.isSafeInteger(seconds) || seconds <= 0) throw new InvalidSignatureEventError('unreadable');
  const requestId = payload.signature_request?.signature_request_id;
  return { type, providerRequestId: typeof requestId === 'string' && requestId ? requestId : null, occurredAt: new Date(seconds * 1000) };
}
