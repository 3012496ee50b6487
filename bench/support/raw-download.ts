/**
 * A GET read to its end the way a download client in C (curl, a browser) reads it: one socket, one reused 1 MiB
 * receive buffer, the body counted and dropped. node:http's client cost more CPU per byte than the API process
 * serving it (a fresh 64 KiB buffer, a parser callback and a 'data' event per read), so with it the bench measured
 * its own client rather than the server.
 */
import net from 'node:net';

const RECEIVE_BUFFER = 1024 * 1024;
const HEAD_END = Buffer.from('\r\n\r\n');

/** Resolves with the body's length once Content-Length bytes arrived; refuses any status but 200. */
export function rawDownload(url: string, headers: Record<string, string>): Promise<number> {
  const { hostname, port, pathname } = new URL(url);
  const request = [`GET ${pathname} HTTP/1.1`, `Host: ${hostname}:${port}`, 'Connection: close']
    .concat(Object.entries(headers).map(([name, value]) => `${name}: ${value}`))
    .join('\r\n');
  return new Promise((resolve, reject) => {
    let head: Buffer | null = Buffer.alloc(0);
    let expected = -1;
    let body = 0;
    const finish = (error?: Error) => {
      socket.destroy();
      if (error) reject(error);
      else resolve(body);
    };
    const receive = (length: number, buffer: Uint8Array): boolean => {
      if (head === null) body += length;
      else {
        head = Buffer.concat([head, buffer.subarray(0, length)]);
        const end = head.indexOf(HEAD_END);
        if (end < 0) return true;
        const text = head.subarray(0, end).toString('latin1');
        const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
        if (status !== '200') return (finish(new Error(`GET ${pathname} answered ${status}`)), false);
        expected = Number(/\r\ncontent-length: *(\d+)/i.exec(text)?.[1] ?? -1);
        body = head.length - end - HEAD_END.length;
        head = null;
      }
      if (expected >= 0 && body >= expected) finish();
      return true;
    };
    const socket = net.connect({
      host: hostname,
      port: Number(port),
      onread: { buffer: Buffer.alloc(RECEIVE_BUFFER), callback: receive },
    });
    socket.on('connect', () => socket.write(`${request}\r\n\r\n`));
    socket.on('error', reject);
    socket.on('end', () => finish(body === expected ? undefined : new Error(`GET ${pathname} ended after ${body} of ${expected} bytes`)));
  });
}
