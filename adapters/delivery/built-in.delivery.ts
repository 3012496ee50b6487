import { text } from 'node:stream/consumers';
import type {
  AcknowledgedBatch,
  BatchAcknowledgements,
  Delivery,
  DeliveryBatch,
  DeliveryReceipt,
} from '../../application/ports/delivery.port';
import type { FileStorage } from '../../application/ports/file-storage.port';
import { ACCEPTED_FILE_STATUS } from '../../domain/release/store-acknowledgement';
import { batchEntries } from './batch-layout';
import { batchManifestXml } from './batch-manifest.xml';
import { ftpAcknowledgementXml, parseFtpAcknowledgement } from './ftp-acknowledgement.xml';

const MAX_TEXT_BYTES = 64 * 1024 * 1024;

/** Where the built-in stand-in store leaves its acknowledgement of a batch (keys are lower-case). */
const acknowledgementKey = (batchId: string) => `deliveries/${batchId}/ack_batchcomplete_${batchId}.xml`;

/**
 * Keeps the package in our own storage for staff to download: the message, the metadata sheet and a manifest of the
 * stored files it names (the audio and artwork stay where they are, read by key), the BatchComplete manifest last.
 * Storage keys are lower-case, so the batch lives under `deliveries/<batchId>/`. A batch whose marker is already
 * stored was finished by an earlier attempt and is not written again. Standing in for a store, it then acknowledges
 * each batch as accepted (FileOK), so the acknowledgement reading runs end to end without one.
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
      const outcome = stored === batch.package.messageXml ? 'found' : 'stale';
      if (outcome === 'found') await this.acknowledge(batch, marker);
      return { packageKey: `${root}/`, outcome };
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
    await this.acknowledge(batch, marker);
    return { packageKey: `${root}/`, outcome: 'sent' };
  }

  async acknowledgements(batches: readonly AcknowledgedBatch[]): Promise<BatchAcknowledgements[]> {
    return Promise.all(
      batches.map(async ({ batchId }) => {
        const key = acknowledgementKey(batchId);
        if (!(await this.storage.stat(key))) return { batchId, acknowledgements: [] };
        const ack = parseFtpAcknowledgement(await text(await this.storage.read(key)));
        return { batchId, acknowledgements: ack ? [{ ...ack, file: key }] : [] };
      }),
    );
  }

  /** The stand-in store's answer: the batch is whole, so it is taken (written once; a retry finds it). */
  private async acknowledge(batch: DeliveryBatch, marker: string): Promise<void> {
    const key = acknowledgementKey(batch.batchId);
    if (await this.storage.stat(key)) return;
    const xml = ftpAcknowledgementXml({
      messageId: `ACK_${batch.batchId}`,
      fileName: marker,
      sender: batch.recipient.partyId,
      recipient: batch.sender.partyId,
      createdAt: batch.createdAt,
      acknowledgement: { fileStatus: ACCEPTED_FILE_STATUS, errorText: null, needsPerson: false },
    });
    await this.putText(key, xml, 'application/xml');
  }

  private async putText(key: string, body: string, contentType: string): Promise<void> {
    await this.storage.put(key, new TextEncoder().encode(body), { contentType, maxBytes: MAX_TEXT_BYTES });
  }
}
