import type { IncomingMessage } from 'node:http';
import { finished } from 'node:stream';

const QUEUED_BYTES = 1024 * 1024;

/**
 * A request body as a web stream of the Buffers Node read, for @tus/server: Readable.toWeb (what its request
 * wrapper uses) copies every chunk into a new Uint8Array, 200 MB of copies and garbage per file. Otherwise it
 * behaves the same: backpressure pauses the request and a cut connection errors the stream; cancel stops reading
 * (it does not cut the connection: the refusal is answered first, see answer-before-closing).
 */
function uncopiedBody(req: IncomingMessage): ReadableStream<Uint8Array> {
  let open = true;
  let onData: (chunk: Buffer) => void = () => undefined;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        onData = (chunk: Buffer) => {
          controller.enqueue(chunk);
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        };
        req.on('data', onData);
        finished(req, (error) => {
          req.off('data', onData);
          if (!open) return;
          open = false;
          if (error) controller.error(error);
          else controller.close();
        });
      },
      pull() {
        req.resume();
      },
      cancel() {
        open = false;
        req.off('data', onData);
        req.pause();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: QUEUED_BYTES }),
  );
}

/** Gives a tus request that body instead, created as lazily as the one it replaces (when the handler reads it). */
export function swapInUncopiedBody(request: object, req: IncomingMessage): void {
  let body: ReadableStream<Uint8Array> | undefined;
  Object.defineProperty(request, 'body', { get: () => (body ??= uncopiedBody(req)) });
}
