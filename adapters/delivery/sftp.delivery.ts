import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { Readable } from 'node:stream';
import SftpClient from 'ssh2-sftp-client';
import type {
  AcknowledgedBatch,
  BatchAcknowledgements,
  Delivery,
  DeliveryBatch,
  DeliveryOutcome,
  DeliveryReceipt,
  DeliveryServerCheck,
} from '../../application/ports/delivery.port';
import type { FileStorage } from '../../application/ports/file-storage.port';
import type { ReleaseConfig } from '../config/release-config';
import { batchEntries } from './batch-layout';
import { batchManifestXml } from './batch-manifest.xml';
import { readAcknowledgements } from './sftp-acknowledgements';

/** The configured server (its folder is the distributor's drop folder; batches are created inside it). */
export type SftpDeliveryOptions = ReleaseConfig['delivery']['sftp'] & {
  readyTimeoutMs?: number;
  /** The key itself (a delivery target's), instead of `privateKeyPath`. */
  privateKey?: string;
};

// The client's default listeners print every connection close to stdout; failures reach us as rejections anyway.
const quiet = () => undefined;
/** A check answers the integrations page: a server that has not greeted us in this long counts as down. */
const CHECK_READY_TIMEOUT_MS = 5_000;
const fingerprint = (key: Buffer) => `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

/** The hidden folder a batch is written in before it is renamed to its own name (`.<batchId>.part`). */
export const partialBatchFolder = (folder: string, batchId: string) => posix.join(folder, `.${batchId}.part`);

/**
 * Uploads each batch to a distributor's SFTP folder in DDEX choreography layout. The whole batch is written in a hidden
 * folder, its manifest last, and the folder renamed to the batch id in one step: a receiver (or a crash) never sees a
 * partial batch under its name. A retry of a batch finds what an earlier attempt left: a finished batch is not sent
 * again; a hidden partial one is removed and written anew.
 */
export class SftpDelivery implements Delivery {
  readonly adapterName = 'sftp';

  constructor(
    private readonly options: SftpDeliveryOptions,
    private readonly storage: FileStorage,
  ) {}

  async deliver(batch: DeliveryBatch): Promise<DeliveryReceipt> {
    const client = await this.connect();
    try {
      const root = posix.join(this.options.folder, batch.batchId);
      const earlier = await this.finishedEarlier(client, root, batch);
      if (earlier) return { packageKey: root, outcome: earlier };
      await this.write(client, batch, root);
      return { packageKey: root, outcome: 'sent' };
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /** One connection for every batch asked about: each batch's folder (the receipt's packageKey) is read for `ACK_*.xml`. */
  async acknowledgements(batches: readonly AcknowledgedBatch[]): Promise<BatchAcknowledgements[]> {
    if (batches.length === 0) return [];
    const client = await this.connect();
    try {
      return await readAcknowledgements(client, batches);
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  async check(): Promise<DeliveryServerCheck> {
    const client = await this.connect(Math.min(CHECK_READY_TIMEOUT_MS, this.options.readyTimeoutMs ?? CHECK_READY_TIMEOUT_MS));
    try {
      const folder = this.options.folder;
      return { folder, folderExists: (await client.exists(folder)) === 'd' };
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  private async connect(readyTimeoutMs = this.options.readyTimeoutMs ?? 20_000): Promise<SftpClient> {
    const client = new SftpClient('delivery', { error: quiet, end: quiet, close: quiet });
    const o = this.options;
    const expectedKey = o.hostKeySha256;
    await client.connect({
      host: o.host,
      port: o.port,
      username: o.username,
      password: o.password || undefined,
      privateKey: o.privateKey || (o.privateKeyPath ? await readFile(o.privateKeyPath) : undefined),
      readyTimeout: readyTimeoutMs,
      retries: 0,
      ...(expectedKey ? { hostVerifier: (key: Buffer) => fingerprint(key) === expectedKey } : {}),
    });
    return client;
  }

  /** 'found' when this very batch is complete there, 'stale' when it is complete with another message, else null. */
  private async finishedEarlier(client: SftpClient, root: string, batch: DeliveryBatch): Promise<DeliveryOutcome | null> {
    const { marker } = batchEntries(batch);
    if ((await client.exists(posix.join(root, marker))) !== '-') return null;
    const message = posix.join(root, batch.package.folder, batch.package.messagePath);
    const remote = (await client.exists(message)) === '-' ? await client.get(message) : null;
    return Buffer.isBuffer(remote) && remote.toString('utf8') === batch.package.messageXml ? 'found' : 'stale';
  }

  private async write(client: SftpClient, batch: DeliveryBatch, root: string): Promise<void> {
    const { entries, marker, files } = batchEntries(batch);
    const partial = partialBatchFolder(this.options.folder, batch.batchId);
    // A folder under the batch's own name without its marker can only be an older release's half-written batch.
    if (await client.exists(root)) await client.rmdir(root, true);
    if (await client.exists(partial)) await client.rmdir(partial, true);
    const made = new Set<string>();
    const put = async (body: Readable, path: string) => {
      const target = posix.join(partial, path);
      const directory = posix.dirname(target);
      if (!made.has(directory)) await client.mkdir(directory, true);
      made.add(directory);
      await client.put(body, target);
    };
    for (const entry of entries) {
      const body = entry.source === 'storage' ? await this.storage.read(entry.storageKey) : Readable.from([Buffer.from(entry.body)]);
      await put(body, entry.path);
    }
    await put(Readable.from([Buffer.from(batchManifestXml(batch, files, batch.testMessage ?? false))]), marker);
    await client.rename(partial, root);
  }
}
