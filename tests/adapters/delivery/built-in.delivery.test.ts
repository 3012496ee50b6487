import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { BuiltInDelivery } from '../../../adapters/delivery/built-in.delivery';
import { LocalFileStorage } from '../../../adapters/file-storage/local.file-storage';
import { aDeliveryBatch } from '../../support/delivery/delivery-batch';

describe('BuiltInDelivery', () => {
  const storage = new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), 'built-in-delivery-')), 'test-signing-secret');
  const delivery = new BuiltInDelivery(storage);

  it('keeps the message, the sheet and a manifest of the stored files in our storage, the marker last, then accepts it as a store would', async () => {
    const receipt = await delivery.deliver(
      aDeliveryBatch('20261127100000123', {
        folder: '123456001003',
        messagePath: '123456001003.xml',
        messageXml: '<NewReleaseMessage/>',
        metadataPath: '123456001003.csv',
        metadataCsv: 'upc\r\n',
        files: [
          { path: 'resources/123456001003_01_001_GBA1B2600001.wav', storageKey: 'artists/a/audio/one.wav', sha256: 'ab', sizeBytes: 2 },
        ],
      }),
    );
    expect(receipt.packageKey).toBe('deliveries/20261127100000123/');
    expect((await storage.list('deliveries/20261127100000123/')).sort()).toEqual([
      'deliveries/20261127100000123/123456001003/123456001003.csv',
      'deliveries/20261127100000123/123456001003/123456001003.xml',
      'deliveries/20261127100000123/ack_batchcomplete_20261127100000123.xml',
      'deliveries/20261127100000123/batchcomplete_20261127100000123.xml',
      'deliveries/20261127100000123/manifest.json',
    ]);
    const manifest = JSON.parse(await text(await storage.read('deliveries/20261127100000123/manifest.json')));
    expect(manifest.files).toContainEqual({
      path: '123456001003/resources/123456001003_01_001_GBA1B2600001.wav',
      storageKey: 'artists/a/audio/one.wav',
    });
    expect(await text(await storage.read('deliveries/20261127100000123/123456001003/123456001003.xml'))).toBe('<NewReleaseMessage/>');
    const batches = [
      { batchId: '20261127100000123', packageKey: receipt.packageKey },
      { batchId: '20261127100000999', packageKey: 'deliveries/20261127100000999/' },
    ];
    expect(await delivery.acknowledgements(batches)).toEqual([
      {
        batchId: '20261127100000123',
        acknowledgements: [
          {
            fileStatus: 'FileOK',
            errorText: null,
            needsPerson: false,
            file: expect.stringContaining('ack_batchcomplete_20261127100000123'),
          },
        ],
      },
      { batchId: '20261127100000999', acknowledgements: [] },
    ]);
  });
});
