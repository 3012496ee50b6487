import type { Readable } from 'node:stream';
import type { Clock } from '../../ports/clock.port';
import type { DirectUploadReceiver } from '../../ports/direct-upload-receiver.port';
import type { StoredObject } from '../../ports/file-storage.port';
import type { DirectUploadUseCase } from './direct-upload.use-case';
import { UploadError } from './upload-error';

export interface ReceiveDirectUploadDeps {
  receiver: DirectUploadReceiver | null;
  clock: Clock;
  uploads: DirectUploadUseCase;
}

/**
 * The PUT of a direct upload whose signed URL points at our API (a storage that cannot take the browser's PUT
 * itself); with a storage that can, there is no such URL to PUT to.
 */
export class ReceiveDirectUploadUseCase {
  constructor(private readonly deps: ReceiveDirectUploadDeps) {}

  async execute(token: string, body: Readable, browser: string): Promise<StoredObject> {
    if (!this.deps.receiver) throw new UploadError('not_found', 'Not found');
    const put = this.deps.receiver.open(token, this.deps.clock.now());
    return this.deps.uploads.receive(put.key, body, browser, (bytes) => put.store(bytes));
  }
}
