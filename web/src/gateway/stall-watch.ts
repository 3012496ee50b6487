import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

/** When an upload last moved: a byte handed to the network or an answer from the server. */
export class UploadPulse {
  private last = Date.now();

  beat(): void {
    this.last = Date.now();
  }

  quietForMs(): number {
    return Date.now() - this.last;
  }
}

/** A request abandoned because nothing moved through it for the stall time. */
export class StalledRequestError extends Error {
  constructor(readonly stallMs: number) {
    super(`No progress for ${stallMs} ms`);
    this.name = 'StalledRequestError';
  }
}

const bodySize = (body: unknown): number => (body instanceof Blob ? body.size : 0);

/**
 * tus requests that give up when nothing moves for `stallMs` (a connection that hangs fails like a cut one, and tus
 * decides whether to retry); once the last byte is sent the server's answer is given `answerMs` (it checks the file).
 */
export function stallWatchingStack(inner: HttpStack, pulse: UploadPulse, stallMs: number, answerMs: number): HttpStack {
  return {
    getName: () => `${inner.getName()} (stall watch)`,
    createRequest(method: string, url: string): HttpRequest {
      const request = inner.createRequest(method, url);
      let onProgress: (bytesSent: number) => void = () => undefined;
      let moved: (bytesSent: number) => void = () => undefined;
      request.setProgressHandler((bytesSent) => {
        pulse.beat();
        moved(bytesSent);
        onProgress(bytesSent);
      });
      return {
        getMethod: () => request.getMethod(),
        getURL: () => request.getURL(),
        setHeader: (header, value) => request.setHeader(header, value),
        getHeader: (header) => request.getHeader(header),
        setProgressHandler: (handler) => {
          onProgress = handler;
        },
        abort: () => request.abort(),
        getUnderlyingObject: (): unknown => request.getUnderlyingObject(),
        send(body: unknown): Promise<HttpResponse> {
          const size = bodySize(body);
          return new Promise<HttpResponse>((resolve, reject) => {
            let timer: ReturnType<typeof setTimeout> | undefined;
            const arm = (ms: number) => {
              clearTimeout(timer);
              timer = setTimeout(() => {
                void request.abort();
                reject(new StalledRequestError(ms));
              }, ms);
            };
            moved = (bytesSent) => arm(size > 0 && bytesSent >= size ? answerMs : stallMs);
            arm(stallMs);
            request.send(body).then(
              (response) => {
                clearTimeout(timer);
                pulse.beat();
                resolve(response);
              },
              (error: unknown) => {
                clearTimeout(timer);
                reject(error instanceof Error ? error : new Error('Network error'));
              },
            );
          });
        },
      };
    },
  };
}
