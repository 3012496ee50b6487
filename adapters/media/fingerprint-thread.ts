import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { MediaRefusedError } from '../../application/ports/media-inspector.port';
import type { UploadFingerprint } from '../../application/ports/resumable-staging.port';
import type { UploadKind } from '../../application/ports/upload.repository.port';
import type { FingerprintAnswer, FingerprintRequest } from './fingerprint.worker';

const BATCH_BYTES = 1024 * 1024;
/** Batches handed over and not yet given back; past this a request waits for the thread (bounded memory). */
const MAX_QUEUED = 8;

// Production runs the compiled .js; tests and development run the .ts sources, where the thread inherits a
// require hook (swc, tsx) or, under Jest, registers tsx itself.
const BOOTSTRAP = `
const { parentPort, workerData } = require('node:worker_threads');
if (workerData.entry.endsWith('.ts') && !require.extensions['.ts']) require(require.resolve('tsx/cjs/api', { paths: [workerData.entry] })).register();
require(workerData.entry).serveFingerprints(parentPort);
`;

interface Feeding {
  batch: Buffer | null;
  filled: number;
}

interface Awaited {
  resolve(fingerprint: UploadFingerprint | null): void;
  reject(error: Error): void;
}

/**
 * SHA-256 and the content inspection of uploads on a worker thread: the request's thread only copies the
 * bytes into batches (reused buffers, handed over and back without another copy). A lost thread answers
 * null, and the caller recomputes the fingerprint from storage.
 */
export class FingerprintThread {
  private worker: Worker | null = null;
  private readonly feeding = new Map<string, Feeding>();
  private readonly finishing = new Map<string, Awaited>();
  private readonly spare: Buffer[] = [];
  private queued = 0;
  private waiting: Array<() => void> = [];

  begin(id: string, kind: UploadKind, browser: string): void {
    this.feeding.set(id, { batch: null, filled: 0 });
    this.post({ type: 'begin', id, kind, browser });
  }

  /** Copies the bytes into the upload's batches; false when the thread is behind (then wait for room()). */
  add(id: string, chunk: Buffer): boolean {
    const upload = this.feeding.get(id);
    if (!upload) return true;
    for (let at = 0; at < chunk.length;) {
      upload.batch ??= this.spare.pop() ?? Buffer.allocUnsafeSlow(BATCH_BYTES);
      const copied = chunk.copy(upload.batch, upload.filled, at);
      upload.filled += copied;
      at += copied;
      if (upload.filled === upload.batch.length) this.handOver(id, upload);
    }
    return this.queued < MAX_QUEUED;
  }

  room(): Promise<void> {
    if (this.queued < MAX_QUEUED) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Hands over the bytes copied so far (the end of one request's body). */
  flush(id: string): void {
    const upload = this.feeding.get(id);
    if (upload) this.handOver(id, upload);
  }

  finish(id: string): Promise<UploadFingerprint | null> {
    if (!this.feeding.has(id)) return Promise.resolve(null);
    this.flush(id);
    this.feeding.delete(id);
    return new Promise((resolve, reject) => {
      this.finishing.set(id, { resolve, reject });
      this.post({ type: 'finish', id });
    });
  }

  drop(id: string): void {
    const upload = this.feeding.get(id);
    if (!upload) return;
    if (upload.batch) this.spare.push(upload.batch);
    this.feeding.delete(id);
    this.worker?.postMessage({ type: 'drop', id } satisfies FingerprintRequest);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.lose(worker);
    await worker?.terminate();
  }

  private handOver(id: string, upload: Feeding): void {
    if (!upload.batch || upload.filled === 0) return;
    const { buffer } = upload.batch;
    this.queued += 1;
    this.post({ type: 'bytes', id, buffer: buffer as ArrayBuffer, length: upload.filled }, [buffer as ArrayBuffer]);
    upload.batch = null;
    upload.filled = 0;
  }

  private receive(answer: FingerprintAnswer): void {
    if (answer.type === 'free') {
      this.queued -= 1;
      if (this.spare.length < MAX_QUEUED) this.spare.push(Buffer.from(answer.buffer));
      if (this.queued < MAX_QUEUED) this.wake();
      return;
    }
    const awaited = this.finishing.get(answer.id);
    this.finishing.delete(answer.id);
    if (answer.type === 'done') awaited?.resolve({ quality: answer.quality, sha256: answer.sha256 });
    else awaited?.reject(answer.type === 'refused' ? new MediaRefusedError(answer.message) : new Error(answer.message));
  }

  private post(message: FingerprintRequest, transfer: ArrayBuffer[] = []): void {
    this.worker ??= this.start();
    this.worker.postMessage(message, transfer);
  }

  private start(): Worker {
    const entry = path.join(__dirname, `fingerprint.worker${path.extname(__filename)}`);
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { entry } });
    worker.unref();
    worker.on('message', (answer: FingerprintAnswer) => this.receive(answer));
    worker.on('error', (error) => {
      process.emitWarning(`The fingerprint thread failed (${error.message}); unfinished uploads are fingerprinted from storage`);
      this.lose(worker);
    });
    worker.on('exit', () => this.lose(worker));
    return worker;
  }

  /** Whatever the lost thread held is recomputed from storage; its batches are gone with it. */
  private lose(worker: Worker | null): void {
    if (!worker || this.worker !== worker) return;
    this.worker = null;
    this.queued = 0;
    this.feeding.clear();
    for (const awaited of this.finishing.values()) awaited.resolve(null);
    this.finishing.clear();
    this.wake();
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resume of waiting) resume();
  }
}
