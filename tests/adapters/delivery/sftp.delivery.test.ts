import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DeliveryBatch } from '../../../application/ports/delivery.port';
import { SftpDelivery } from '../../../adapters/delivery/sftp.delivery';
import { LocalFileStorage } from '../../../adapters/file-storage/local.file-storage';
import { SftpTestServer } from '../../support/delivery/sftp-test-server';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const UPC = '123456001003';

describe('SftpDelivery against a real SFTP server', () => {
  const storage = new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), 'delivery-storage-')), 'test-signing-secret');
  const server = new SftpTestServer(mkdtempSync(path.join(os.tmpdir(), 'sftp-root-')));
  const audio = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
  const artwork = Buffer.from('not really a jpeg, but bytes all the same');
  let delivery: SftpDelivery;

  const batch = (batchId: string): DeliveryBatch => ({
    batchId,
    package: {
      folder: UPC,
      messagePath: `${UPC}.xml`,
      messageXml: '<?xml version="1.0"?><NewReleaseMessage/>',
      metadataPath: `${UPC}.csv`,
      metadataCsv: 'upc\r\n123456001003\r\n',
      files: [
        { path: `resources/${UPC}_01_001.wav`, storageKey: 'artists/a/audio/one.wav', sha256: sha256(audio), sizeBytes: audio.length },
        { path: `resources/${UPC}.jpg`, storageKey: 'artists/a/images/cover.jpg', sha256: sha256(artwork), sizeBytes: artwork.length },
      ],
    },
  });

  beforeAll(async () => {
    await storage.put('artists/a/audio/one.wav', audio, { contentType: 'audio/wav', maxBytes: audio.length });
    await storage.put('artists/a/images/cover.jpg', artwork, { contentType: 'image/jpeg', maxBytes: artwork.length });
    await server.start();
    delivery = new SftpDelivery(
      { host: '127.0.0.1', port: server.port, ...server.credentials, folder: '/inbox', readyTimeoutMs: 10_000 },
      storage,
    );
  });
  afterAll(() => server.stop());

  it('uploads the batch in DDEX choreography layout, files whole, the completion marker last', async () => {
    const receipt = await delivery.deliver(batch('20261127100000123'));
    expect(receipt.packageKey).toBe('/inbox/20261127100000123');
    const release = path.join(server.root, 'inbox', '20261127100000123', UPC);
    expect(sha256(readFileSync(path.join(release, 'resources', `${UPC}_01_001.wav`)))).toBe(sha256(audio));
    expect(readFileSync(path.join(release, 'resources', `${UPC}.jpg`))).toEqual(artwork);
    expect(readFileSync(path.join(release, `${UPC}.xml`), 'utf8')).toContain('NewReleaseMessage');
    expect(readFileSync(path.join(release, `${UPC}.csv`), 'utf8')).toContain('123456001003');
    expect(existsSync(path.join(server.root, 'inbox', '20261127100000123', 'BatchComplete_20261127100000123.xml'))).toBe(true);
    // Nothing was ever written under a final name, and the marker arrived after every file of the batch.
    expect(server.writes.every((written) => path.posix.basename(written).endsWith('.part'))).toBe(true);
    expect(server.renames.at(-1)).toBe('/inbox/20261127100000123/BatchComplete_20261127100000123.xml');
    expect(server.renames).toHaveLength(5);
    expect(readdirSync(path.join(release, 'resources')).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('replaces a batch written before (a retry after a lost answer)', async () => {
    await expect(delivery.deliver(batch('20261127100000123'))).resolves.toEqual({ packageKey: '/inbox/20261127100000123' });
    expect(readdirSync(path.join(server.root, 'inbox', '20261127100000123', UPC)).sort()).toEqual([
      `${UPC}.csv`,
      `${UPC}.xml`,
      'resources',
    ]);
  });

  it('fails while the server is down and delivers once it is back', async () => {
    await server.stop();
    await expect(delivery.deliver(batch('20261127110000000'))).rejects.toThrow(/ECONNREFUSED/);
    await server.start();
    await delivery.deliver(batch('20261127110000000'));
    expect(existsSync(path.join(server.root, 'inbox', '20261127110000000', 'BatchComplete_20261127110000000.xml'))).toBe(true);
  });

  it('refuses a server whose host key is not the configured one', async () => {
    const pinned = new SftpDelivery(
      {
        host: '127.0.0.1',
        port: server.port,
        ...server.credentials,
        folder: '/inbox',
        hostKeySha256: 'SHA256:not-this-one',
        readyTimeoutMs: 10_000,
      },
      storage,
    );
    await expect(pinned.deliver(batch('20261127120000000'))).rejects.toThrow();
    expect(existsSync(path.join(server.root, 'inbox', '20261127120000000'))).toBe(false);
  });
});
