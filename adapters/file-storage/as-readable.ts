import { Readable } from 'node:stream';

/** Lets adapters stream either a stream or a small buffer the caller already holds. */
export function asReadable(body: Readable | Uint8Array): Readable {
  return body instanceof Uint8Array ? Readable.from([body]) : body;
}
