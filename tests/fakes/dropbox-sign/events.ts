import { createHmac } from 'node:crypto';
import type { FakeRequest } from './fake-state';
import { unixNow } from './fake-state';

export interface DeliveredEvent {
  type: string;
  forged: boolean;
  status: number;
  body: string;
}

/**
 * Posts one event to the app's callback URL as Dropbox Sign does: multipart/form-data with the event in a `json`
 * field, event_hash = HMAC-SHA256 (keyed with the API key) of event_time followed by event_type, in hex.
 */
export async function postEvent(callbackUrl: string, apiKey: string, event: FakeEvent): Promise<DeliveredEvent> {
  const form = new FormData();
  form.set('json', eventJson(apiKey, event));
  const response = await fetch(callbackUrl, { method: 'POST', body: form, headers: { 'User-Agent': 'HelloSign API' } });
  return { type: event.type, forged: Boolean(event.forged), status: response.status, body: await response.text() };
}

export interface FakeEvent {
  type: string;
  request: FakeRequest | null;
  clientId: string;
  /** Hashed with another key, as a forger without the API key must. */
  forged?: boolean;
}

/** The `json` field of one event. */
export function eventJson(apiKey: string, event: FakeEvent): string {
  const time = String(unixNow());
  const key = event.forged ? `${apiKey}-not-it` : apiKey;
  const hash = createHmac('sha256', key).update(`${time}${event.type}`).digest('hex');
  const payload = {
    event: {
      event_time: time,
      event_type: event.type,
      event_hash: hash,
      event_metadata: {
        related_signature_id: event.request?.signatures[0]?.signature_id ?? null,
        reported_for_account_id: 'fake-account',
        reported_for_app_id: event.clientId,
        event_message: null,
      },
    },
    ...(event.request ? { signature_request: event.request } : {}),
  };
  return JSON.stringify(payload);
}
