import type { IncomingMessage, ServerResponse } from 'node:http';
import { finished } from 'node:stream';

/** What is read and dropped of a body after its answer (as nginx's lingering close): bounded in bytes and time. */
const LINGER_BYTES = 4 * 1024 * 1024;
const LINGER_MS = 5_000;

/** Reads and drops what is left of the body, up to the bound; then `done`, once, with whether it all arrived. */
function readAndDropRest(req: IncomingMessage, done: (complete: boolean) => void): void {
  let dropped = 0;
  let stopped = false;
  const onData = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) stop();
  };
  const timer = setTimeout(() => stop(), LINGER_MS).unref();
  const stopWatching = finished(req, () => stop());
  function stop(): void {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    req.off('data', onData);
    stopWatching();
    if (!req.complete) req.pause();
    done(req.complete);
  }
  req.on('data', onData);
  req.resume();
}

/** Everything of the answer but its end on the wire: its last bytes, or its head when it has no body. */
function sendAllButTheEnd(res: ServerResponse, chunk: unknown, encoding: BufferEncoding | undefined): void {
  if (typeof chunk !== 'string' && !(chunk instanceof Uint8Array)) return void res.flushHeaders();
  if (!res.headersSent && !res.hasHeader('content-length')) res.setHeader('Content-Length', Buffer.byteLength(chunk, encoding));
  res.write(chunk, encoding ?? 'utf8');
}

/**
 * A request answered before its whole body arrived (a 409 or 423 before a byte is written, a refusal mid-body) is
 * answered first and closed after. Closing a socket with unread bytes makes the kernel send a reset, which can reach
 * the client before the answer (a cut connection instead of the refusal). So the answer is sent, the rest of the
 * body read and dropped up to a bound, and only then is the response ended, with `Connection: close`; a client still
 * sending past the bound has its connection closed, the answer long delivered.
 */
export function answerBeforeClosing(req: IncomingMessage, res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    if (!req.complete) res.shouldKeepAlive = false;
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (req.complete || req.destroyed) return end(chunk, encoding, callback);
    const whenEnded = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    sendAllButTheEnd(res, chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined);
    readAndDropRest(req, (complete) => {
      if (!complete) res.once('finish', () => req.socket.destroy());
      end(whenEnded);
    });
    return res;
  }) as ServerResponse['end'];
}
