import { text } from 'node:stream/consumers';
import type { Delivery, DeliveryBatch, DeliveryReceipt } from '../../application/ports/delivery.port';
import type { FileStorage } from '../../application/ports/file-storage.port';
import { batchEntries } from './batch-layout';
import { batchManifestXml } from './batch-manifest.xml';

const MAX_TEXT_BYTES = 64 * 1024 * 1024;

/**
 * Keeps the package in our own storage for staff to download: the message, the metadata sheet and a manifest of the
 * stored files it names (the audio and artwork stay where they are, read by key), the BatchComplete manifest last.
 * Storage keys are lower-case, so the batch lives under `deliveries/<batchId>/`. A batch whose marker is already
 * stored was finished by an earlier attempt and is not written again.
 */
export class BuiltInDelivery implements Delivery {
  readonly adapterName = 'built-in';

  constructor(private readonly storage: FileStorage) {}

  async deliver(batch: DeliveryBatch): Promise<DeliveryReceipt> {
    const root = `deliveries/${batch.batchId}`;
    const { entries, marker, files } = batchEntries(batch);
    const key = (path: string) => `${root}/${path.toLowerCase()}`;
    const messageKey = key(`${batch.package.folder}/${batch.package.messagePath}`);
    if (await this.storage.stat(key(marker))) {
      const stored = await text(await this.storage.read(messageKey)).catch(() => null);
      return { packageKey: `${root}/`, outcome: stored === batch.package.messageXml ? 'found' : 'stale' };
    }
    const manifest = entries.map((entry) =>
      entry.source === 'storage' ? { path: entry.path, storageKey: entry.storageKey } : { path: entry.path, storageKey: key(entry.path) },
    );
    for (const entry of entries) {
      if (entry.source === 'memory')
        await this.putText(key(entry.path), entry.body, entry.path.endsWith('.csv') ? 'text/csv' : 'application/xml');
    }
    await this.putText(`${root}/manifest.json`, JSON.stringify({ batchId: batch.batchId, files: manifest }, null, 2), 'application/json');
    await this.putText(key(marker), batchManifestXml(batch, files, batch.testMessage ?? false), 'application/xml');
    return { packageKey: `${root}/`, outcome: 'sent' };
  }

  private async putText(key: string, body: string, contentType: string): Promise<void> {
    await this.storage.put(key, new TextEncoder().encode(body), { contentType, maxBytes: MAX_TEXT_BYTES });
  }
}
