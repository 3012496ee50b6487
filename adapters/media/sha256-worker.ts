import { Worker } from 'node:worker_threads';

// Plain JavaScript so the worker runs the same under ts-node, Jest and the compiled build.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const running = new Map();
parentPort.on('message', (m) => {
  if (m.op === 'update') {
    let hash = running.get(m.id);
    if (!hash) running.set(m.id, (hash = createHash('sha256')));
    hash.update(new Uint8Array(m.bytes));
    parentPort.postMessage({ op: 'ack', size: m.bytes.byteLength });
  } else if (m.op === 'digest') {
    const hash = running.get(m.id) || createHash('sha256');
    running.delete(m.id);
    parentPort.postMessage({ op: 'digest', id: m.id, hex: hash.digest('hex') });
  } else if (m.op === 'drop') {
    running.delete(m.id);
  }
});`;

/** Bytes handed to the worker and not hashed yet; past this, update() waits (flat memory under load). */
const MAX_IN_FLIGHT = 16 * 1024 * 1024;

/**
 * SHA-256 of uploads on a worker thread, so hashing 200 MB does not hold up the thread that receives and
 * writes the bytes. One worker per process, started on first use; messages are tagged with the upload id.
 */
export class Sha256Worker {
  private worker: Worker | null = null;
  private inFlight = 0;
  private waiting: Array<() => void> = [];
  private readonly digests = new Map<string, (hex: string) => void>();

  /** Copies the chunk to the worker; resolves when the worker has room for more. */
  async update(id: string, chunk: Buffer): Promise<void> {
    const copy = new Uint8Array(chunk);
    this.inFlight += copy.byteLength;
    this.start().postMessage({ op: 'update', id, bytes: copy.buffer }, [copy.buffer]);
    while (this.inFlight > MAX_IN_FLIGHT) await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  digest(id: string): Promise<string> {
    return new Promise((resolve) => {
      this.digests.set(id, resolve);
      this.start().postMessage({ op: 'digest', id });
    });
  }

  drop(id: string): void {
    this.worker?.postMessage({ op: 'drop', id });
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
    this.worker = null;
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', (m: { op: 'ack'; size: number } | { op: 'digest'; id: string; hex: string }) => {
      if (m.op === 'ack') {
        this.inFlight -= m.size;
        if (this.inFlight <= MAX_IN_FLIGHT) for (const resolve of this.waiting.splice(0)) resolve();
        return;
      }
      this.digests.get(m.id)?.(m.hex);
      this.digests.delete(m.id);
    });
    this.worker = worker;
    return worker;
  }
}
