import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { Readable } from 'node:stream';
import SftpClient from 'ssh2-sftp-client';
import type { Delivery, DeliveryBatch, DeliveryReceipt } from '../../application/ports/delivery.port';
import type { FileStorage } from '../../application/ports/file-storage.port';
import type { ReleaseConfig } from '../config/release-config';
import { batchEntries } from './batch-layout';

/** The configured server (its folder is the distributor's drop folder; batches are created inside it). */
export type SftpDeliveryOptions = ReleaseConfig['delivery']['sftp'] & { readyTimeoutMs?: number };

// The client's default listeners print every connection close to stdout; failures reach us as rejections anyway.
const quiet = () => undefined;
const fingerprint = (key: Buffer) => `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

/** Uploads each batch to a distributor's SFTP folder in DDEX choreography layout, every file under a temporary name first. */
export class SftpDelivery implements Delivery {
  readonly adapterName = 'sftp';

  constructor(
    private readonly options: SftpDeliveryOptions,
    private readonly storage: FileStorage,
  ) {}

  async deliver(batch: DeliveryBatch): Promise<DeliveryReceipt> {
    const client = new SftpClient('delivery', { error: quiet, end: quiet, close: quiet });
    const o = this.options;
    const expectedKey = o.hostKeySha256;
    await client.connect({
      host: o.host,
      port: o.port,
      username: o.username,
      password: o.password,
      privateKey: o.privateKeyPath ? await readFile(o.privateKeyPath) : undefined,
      readyTimeout: o.readyTimeoutMs ?? 20_000,
      retries: 0,
      ...(expectedKey ? { hostVerifier: (key: Buffer) => fingerprint(key) === expectedKey } : {}),
    });
    try {
      const root = posix.join(o.folder, batch.batchId);
      const { entries, marker } = batchEntries(batch);
      for (const entry of entries) {
        const body = entry.source === 'storage' ? await this.storage.read(entry.storageKey) : Readable.from([Buffer.from(entry.body)]);
        await this.putWhole(client, body, posix.join(root, entry.path));
      }
      await this.putWhole(client, Readable.from([Buffer.alloc(0)]), posix.join(root, marker));
      return { packageKey: root };
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /** Written as `.<name>.part` and renamed, so the name a receiver polls for only ever holds a whole file. */
  private async putWhole(client: SftpClient, body: Readable, target: string): Promise<void> {
    const directory = posix.dirname(target);
    await client.mkdir(directory, true);
    const partial = posix.join(directory, `.${posix.basename(target)}.part`);
    await client.put(body, partial);
    if (await client.exists(target)) await client.delete(target);
    await client.rename(partial, target);
  }
}
