import type { Readable } from 'node:stream';
import type { Clock } from '../../ports/clock.port';
import type { DirectUploadReceiver } from '../../ports/direct-upload-receiver.port';
import type { StoredObject } from '../../ports/file-storage.port';
import type { DirectUploadUseCase } from './direct-upload.use-case';
import { UploadError } from './upload-error';

/**
 * The PUT of a direct upload whose signed URL points at our API (a storage that cannot take the browser's PUT
 * itself); with a storage that can, there is no such URL to PUT to.
 */
export class ReceiveDirectUploadUseCase {
  constructor(
    private readonly receiver: DirectUploadReceiver | null,
    private readonly clock: Clock,
    private readonly uploads: DirectUploadUseCase,
  ) {}

  async execute(token: string, body: Readable, browser: string): Promise<StoredObject> {
    if (!this.receiver) throw new UploadError('not_found', 'Not found');
    const put = this.receiver.open(token, this.clock.now());
    return this.uploads.receive(put.key, body, browser, (bytes) => put.store(bytes));
  }
}
