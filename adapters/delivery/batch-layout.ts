import { posix } from 'node:path';
import type { DeliveryBatch } from '../../application/ports/delivery.port';

/** One file of a batch at its path under the batch folder, from storage or from memory. */
export type BatchEntry = { path: string; source: 'storage'; storageKey: string } | { path: string; source: 'memory'; body: string };

/**
 * DDEX's file-server choreography: `<batchId>/<upc>/resources/…` first, then `<upc>.xml` (and the metadata sheet)
 * beside them, and `BatchComplete_<batchId>.xml` last, so a receiver never takes up a batch before it is whole.
 */
export function batchEntries(batch: DeliveryBatch): { entries: BatchEntry[]; marker: string } {
  const { package: pkg } = batch;
  const inRelease = (path: string) => posix.join(pkg.folder, path);
  return {
    entries: [
      ...pkg.files.map((file): BatchEntry => ({ path: inRelease(file.path), source: 'storage', storageKey: file.storageKey })),
      { path: inRelease(pkg.metadataPath), source: 'memory', body: pkg.metadataCsv },
      { path: inRelease(pkg.messagePath), source: 'memory', body: pkg.messageXml },
    ],
    marker: `BatchComplete_${batch.batchId}.xml`,
  };
}
