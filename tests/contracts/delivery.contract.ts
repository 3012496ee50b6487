import { createHash } from 'node:crypto';
import type { Delivery, DeliveryBatch } from '../../application/ports/delivery.port';
import type { FileStorage } from '../../application/ports/file-storage.port';
import { type ContractHarness, describeContract } from './suite-harness';

export interface DeliveryHarness extends ContractHarness {
  delivery: Delivery;
  /** Where the package's stored files come from. */
  storage: FileStorage;
  /**
   * The bytes a receiver finds at a path of the delivered batch (`<upc>/<upc>.xml`, `<upc>/resources/…`), or null.
   * The built-in adapter keeps stored files by reference, so its harness follows its manifest.
   */
  fetch(packageKey: string, path: string): Promise<Buffer | null>;
  /** Whether the batch's completion marker is there. */
  completed(packageKey: string, batchId: string): Promise<boolean>;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const UPC = '123456001003';

/** What every Delivery adapter promises: the whole package at its DDEX layout, the marker, and a repeat that replaces. */
export function describeDeliveryContract(name: string, make: () => Promise<DeliveryHarness>): void {
  describeContract('Delivery', name, make, (harness) => {
    const audio = Buffer.alloc(256 * 1024, 3);

    const batch = (batchId: string): DeliveryBatch => ({
      batchId,
      package: {
        folder: UPC,
        messagePath: `${UPC}.xml`,
        messageXml: `<NewReleaseMessage><ICPN>${UPC}</ICPN></NewReleaseMessage>`,
        metadataPath: `${UPC}.csv`,
        metadataCsv: `upc\r\n${UPC}\r\n`,
        files: [
          {
            path: `resources/${UPC}_01_001.wav`,
            storageKey: 'artists/contract/audio/one.wav',
            sha256: sha256(audio),
            sizeBytes: audio.length,
          },
        ],
      },
    });

    it('delivers the message, the sheet and every file where the message names them, then the marker', async () => {
      const h = harness();
      await h.storage.put('artists/contract/audio/one.wav', audio, { contentType: 'audio/wav', maxBytes: audio.length });
      const receipt = await h.delivery.deliver(batch('20261127130000001'));
      expect(receipt.packageKey).toContain('20261127130000001');
      expect((await h.fetch(receipt.packageKey, `${UPC}/${UPC}.xml`))?.toString()).toContain(UPC);
      expect((await h.fetch(receipt.packageKey, `${UPC}/${UPC}.csv`))?.toString()).toBe(`upc\r\n${UPC}\r\n`);
      const delivered = await h.fetch(receipt.packageKey, `${UPC}/resources/${UPC}_01_001.wav`);
      expect(delivered && sha256(delivered)).toBe(sha256(audio));
      expect(await h.completed(receipt.packageKey, '20261127130000001')).toBe(true);
    });

    it('delivers the same batch again without complaint (a retry after a lost answer)', async () => {
      const h = harness();
      const first = await h.delivery.deliver(batch('20261127130000002'));
      await expect(h.delivery.deliver(batch('20261127130000002'))).resolves.toEqual(first);
      expect(await h.completed(first.packageKey, '20261127130000002')).toBe(true);
    });
  });
}
