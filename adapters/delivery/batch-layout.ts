import { posix } from 'node:path';
import type { DeliveryBatch } from '../../application/ports/delivery.port';
import { type ManifestFile, sha256Of } from './batch-manifest.xml';

/** One file of a batch at its path under the batch folder, from storage or from memory. */
export type BatchEntry = { path: string; source: 'storage'; storageKey: string } | { path: string; source: 'memory'; body: string };

/** The completion marker a receiver polls for: written last, a ManifestMessage of the whole batch. */
export const batchCompleteName = (batchId: string) => `BatchComplete_${batchId}.xml`;

/**
 * DDEX's file-server choreography: `<batchId>/<upc>/resources/…`, `<upc>.xml` (and the metadata sheet) beside them,
 * and `BatchComplete_<batchId>.xml` last, so a receiver never takes up a batch before it is whole. `files` is what the
 * manifest lists: every entry with its SHA-256 (stored files carry theirs; text is hashed here).
 */
export function batchEntries(batch: DeliveryBatch): { entries: BatchEntry[]; marker: string; files: ManifestFile[] } {
  const { package: pkg } = batch;
  const inRelease = (path: string) => posix.join(pkg.folder, path);
  const text = (path: string, body: string): BatchEntry => ({ path: inRelease(path), source: 'memory', body });
  const entries: BatchEntry[] = [
    ...pkg.files.map((file): BatchEntry => ({ path: inRelease(file.path), source: 'storage', storageKey: file.storageKey })),
    text(pkg.metadataPath, pkg.metadataCsv),
    text(pkg.messagePath, pkg.messageXml),
  ];
  const files: ManifestFile[] = [
    ...pkg.files.map((file) => ({ path: inRelease(file.path), sha256: file.sha256, sizeBytes: file.sizeBytes })),
    { path: inRelease(pkg.metadataPath), sha256: sha256Of(pkg.metadataCsv), sizeBytes: Buffer.byteLength(pkg.metadataCsv) },
  ];
  return { entries, marker: batchCompleteName(batch.batchId), files };
}
