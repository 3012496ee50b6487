import { createHash, type Hash } from 'node:crypto';
import type { MessagePort } from 'node:worker_threads';
import { MediaRefusedError } from '../../application/ports/media-inspector.port';
import type { QualityReport, UploadKind } from '../../application/ports/upload.repository.port';
import { MediaInspection } from './media-inspection';

/** What the request thread sends: an upload's bytes arrive in order as batches whose buffer is handed over. */
export type FingerprintRequest =
  | { type: 'begin'; id: string; kind: UploadKind; browser: string }
  | { type: 'bytes'; id: string; buffer: ArrayBuffer; length: number }
  | { type: 'finish'; id: string }
  | { type: 'drop'; id: string };

/** What the fingerprint thread answers: every batch's buffer back for reuse, and each finished upload's result. */
export type FingerprintAnswer =
  | { type: 'free'; buffer: ArrayBuffer }
  | { type: 'done'; id: string; sha256: string; quality: QualityReport }
  | { type: 'refused'; id: string; message: string }
  | { type: 'failed'; id: string; message: string };

interface Fingerprinting {
  hash: Hash;
  inspection: MediaInspection;
}

/** The fingerprint thread's loop: SHA-256 and the content inspection of every upload it is fed. */
export function serveFingerprints(port: MessagePort): void {
  const uploads = new Map<string, Fingerprinting>();
  const answer = (message: FingerprintAnswer, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  port.on('message', (message: FingerprintRequest) => {
    switch (message.type) {
      case 'begin':
        uploads.set(message.id, {
          hash: createHash('sha256'),
          inspection: new MediaInspection(message.kind, { browser: message.browser }),
        });
        return;
      case 'bytes': {
        const upload = uploads.get(message.id);
        const bytes = Buffer.from(message.buffer, 0, message.length);
        upload?.hash.update(bytes);
        upload?.inspection.push(bytes);
        return answer({ type: 'free', buffer: message.buffer }, [message.buffer]);
      }
      case 'finish': {
        const upload = uploads.get(message.id);
        uploads.delete(message.id);
        if (upload) return answer(result(message.id, upload));
        return answer({ type: 'failed', id: message.id, message: 'No fingerprint was started for this upload' });
      }
      case 'drop':
        uploads.delete(message.id);
    }
  });
}

function result(id: string, { hash, inspection }: Fingerprinting): FingerprintAnswer {
  try {
    return { type: 'done', id, quality: inspection.report(), sha256: hash.digest('hex') };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return error instanceof MediaRefusedError ? { type: 'refused', id, message } : { type: 'failed', id, message };
  }
}
