import { createHash } from 'node:crypto';
import type { Delivery, DeliveryBatch } from '../../application/ports/delivery.port';
import type { FileStorage } from '../../application/ports/file-storage.port';
import { aDeliveryBatch } from '../support/delivery/delivery-batch';
import { type PortSuiteHarness, describePortSuite } from './suite-harness';

export interface DeliveryHarness extends PortSuiteHarness {
  delivery: Delivery;
  /** Where the package's stored files come from. */
  storage: FileStorage;
  /**
   * The bytes a receiver finds at a path of the delivered batch (`<upc>/<upc>.xml`, `<upc>/resources/…`), or null.
   * The built-in adapter keeps stored files by reference, so its harness follows its manifest.
   */
  fetch(packageKey: string, path: string): Promise<Buffer | null>;
  /** The batch's completion marker (`BatchComplete_<batchId>.xml`) as text, or null while it is not there. */
  marker(packageKey: string, batchId: string): Promise<string | null>;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const UPC = '123456001003';

/** What every Delivery adapter promises: the whole package at its DDEX layout, the marker, and a repeat that replaces. */
export function describeDeliveryPortSuite(name: string, make: () => Promise<DeliveryHarness>): void {
  describePortSuite('Delivery', name, make, (harness) => {
    const audio = Buffer.alloc(256 * 1024, 3);

    const batch = (batchId: string, messageXml = `<NewReleaseMessage><ICPN>${UPC}</ICPN></NewReleaseMessage>`): DeliveryBatch =>
      aDeliveryBatch(batchId, {
        folder: UPC,
        messagePath: `${UPC}.xml`,
        messageXml,
        metadataPath: `${UPC}.csv`,
        metadataCsv: `upc\r\n${UPC}\r\n`,
        files: [
          {
            path: `resources/${UPC}_01_001.wav`,
            storageKey: 'artists/port-suite/audio/one.wav',
            sha256: sha256(audio),
            sizeBytes: audio.length,
          },
        ],
      });

    it('delivers the message, the sheet and every file where the message names them, then the marker', async () => {
      const h = harness();
      await h.storage.put('artists/port-suite/audio/one.wav', audio, { contentType: 'audio/wav', maxBytes: audio.length });
      const receipt = await h.delivery.deliver(batch('20261127130000001'));
      expect(receipt.packageKey).toContain('20261127130000001');
      expect((await h.fetch(receipt.packageKey, `${UPC}/${UPC}.xml`))?.toString()).toContain(UPC);
      expect((await h.fetch(receipt.packageKey, `${UPC}/${UPC}.csv`))?.toString()).toBe(`upc\r\n${UPC}\r\n`);
      const delivered = await h.fetch(receipt.packageKey, `${UPC}/resources/${UPC}_01_001.wav`);
      expect(delivered && sha256(delivered)).toBe(sha256(audio));
      // The marker is a ManifestMessage naming the message and every file with its SHA-256.
      const manifest = await h.marker(receipt.packageKey, '20261127130000001');
      expect(manifest).toContain('<ernm:ManifestMessage');
      expect(manifest).toContain(`<URL>${UPC}/${UPC}.xml</URL>`);
      expect(manifest).toContain(`<HashSum>${sha256(Buffer.from(batch('x').package.messageXml))}</HashSum>`);
      expect(manifest).toContain(`<URI>${UPC}/resources/${UPC}_01_001.wav</URI>`);
      expect(manifest).toContain(`<HashSum>${sha256(audio)}</HashSum>`);
      expect(manifest).toContain(`<HashSum>${sha256(Buffer.from(`upc\r\n${UPC}\r\n`))}</HashSum>`);
      expect(manifest).toContain('<PartyName><FullName>Salt &amp; Pepper Records</FullName></PartyName>');
    });

    it('finds a batch an earlier attempt finished and sends nothing again; another version of its message is stale', async () => {
      const h = harness();
      const first = await h.delivery.deliver(batch('20261127130000002'));
      await expect(h.delivery.deliver(batch('20261127130000002'))).resolves.toEqual({ ...first, outcome: 'found' });
      const changed = batch('20261127130000002', '<NewReleaseMessage><ICPN>changed</ICPN></NewReleaseMessage>');
      await expect(h.delivery.deliver(changed)).resolves.toEqual({ ...first, outcome: 'stale' });
      expect(await h.marker(first.packageKey, '20261127130000002')).toContain('ManifestMessage');
    });
  });
}
