import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RunningFake {
  url: string;
  close(): Promise<void>;
}

/** An injected answer for the next request(s): status, JSON body and headers. */
export interface Fault {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Queue of answers to give instead of the normal one (rate limits, outages), consumed in order. */
export class FaultQueue {
  private readonly queue: Fault[] = [];

  /** The next `times` requests get this answer. */
  inject(fault: Fault, times = 1): void {
    for (let i = 0; i < times; i++) this.queue.push(fault);
  }

  take(): Fault | undefined {
    return this.queue.shift();
  }

  get pending(): number {
    return this.queue.length;
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The user:password of an HTTP Basic Authorization header, or undefined. */
export function basicCredentials(req: IncomingMessage): { user: string; password: string } | undefined {
  const match = /^Basic (.+)$/i.exec(req.headers.authorization ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Listens on 127.0.0.1, a free port; a handler that throws answers 500 like a crashed upstream. */
export async function startFakeServer(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Promise<RunningFake> {
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      if (!res.headersSent) sendJson(res, 500, { error: error.message });
      else res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
