import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DeliveryBatch } from '../../../application/ports/delivery.port';
import { SftpDelivery } from '../../../adapters/delivery/sftp.delivery';
import { LocalFileStorage } from '../../../adapters/file-storage/local.file-storage';
import { aDeliveryBatch } from '../../support/delivery/delivery-batch';
import { SftpTestServer } from '../../support/delivery/sftp-test-server';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const UPC = '123456001003';

describe('SftpDelivery against a real SFTP server', () => {
  const storage = new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), 'delivery-storage-')), 'test-signing-secret');
  const server = new SftpTestServer(mkdtempSync(path.join(os.tmpdir(), 'sftp-root-')));
  const audio = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
  const artwork = Buffer.from('not really a jpeg, but bytes all the same');
  let delivery: SftpDelivery;

  const batch = (batchId: string): DeliveryBatch =>
    aDeliveryBatch(batchId, {
      folder: UPC,
      messagePath: `${UPC}.xml`,
      messageXml: '<?xml version="1.0"?><NewReleaseMessage/>',
      metadataPath: `${UPC}.csv`,
      metadataCsv: 'upc\r\n123456001003\r\n',
      files: [
        { path: `resources/${UPC}_01_001.wav`, storageKey: 'artists/a/audio/one.wav', sha256: sha256(audio), sizeBytes: audio.length },
        { path: `resources/${UPC}.jpg`, storageKey: 'artists/a/images/cover.jpg', sha256: sha256(artwork), sizeBytes: artwork.length },
      ],
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
    expect(receipt).toEqual({ packageKey: '/inbox/20261127100000123', outcome: 'sent' });
    const release = path.join(server.root, 'inbox', '20261127100000123', UPC);
    expect(sha256(readFileSync(path.join(release, 'resources', `${UPC}_01_001.wav`)))).toBe(sha256(audio));
    expect(readFileSync(path.join(release, 'resources', `${UPC}.jpg`))).toEqual(artwork);
    expect(readFileSync(path.join(release, `${UPC}.xml`), 'utf8')).toContain('NewReleaseMessage');
    expect(readFileSync(path.join(release, `${UPC}.csv`), 'utf8')).toContain('123456001003');
    expect(existsSync(path.join(server.root, 'inbox', '20261127100000123', 'BatchComplete_20261127100000123.xml'))).toBe(true);
    // Every file was written in the hidden folder, the manifest last, and the folder took the batch's name in one rename.
    expect(server.writes.every((written) => written.startsWith('/inbox/.20261127100000123.part/'))).toBe(true);
    expect(server.writes.at(-1)).toBe('/inbox/.20261127100000123.part/BatchComplete_20261127100000123.xml');
    expect(server.renames).toEqual(['/inbox/20261127100000123']);
    expect(readdirSync(path.join(server.root, 'inbox'))).toEqual(['20261127100000123']);
    expect(readFileSync(path.join(server.root, 'inbox', '20261127100000123', 'BatchComplete_20261127100000123.xml'), 'utf8')).toContain(
      `<HashSum>${sha256(audio)}</HashSum>`,
    );
  });

  it('finds a batch an earlier attempt finished and sends nothing again (a retry after a lost answer)', async () => {
    const writes = server.writes.length;
    await expect(delivery.deliver(batch('20261127100000123'))).resolves.toEqual({
      packageKey: '/inbox/20261127100000123',
      outcome: 'found',
    });
    expect(server.writes).toHaveLength(writes);
  });

  it('removes what a crashed attempt left half-written and writes the batch whole', async () => {
    const inbox = path.join(server.root, 'inbox');
    mkdirSync(path.join(inbox, '.20261127100000777.part', UPC, 'resources'), { recursive: true });
    writeFileSync(path.join(inbox, '.20261127100000777.part', UPC, 'resources', `${UPC}_01_001.wav`), audio.subarray(0, 1000));
    // A folder under the batch's own name without its marker, as an older release of this code left it.
    mkdirSync(path.join(inbox, '20261127100000777', UPC), { recursive: true });
    writeFileSync(path.join(inbox, '20261127100000777', UPC, 'stray.tmp'), 'half');
    await expect(delivery.deliver(batch('20261127100000777'))).resolves.toMatchObject({ outcome: 'sent' });
    expect(existsSync(path.join(inbox, '.20261127100000777.part'))).toBe(false);
    expect(readdirSync(path.join(inbox, '20261127100000777', UPC)).sort()).toEqual([`${UPC}.csv`, `${UPC}.xml`, 'resources']);
    expect(sha256(readFileSync(path.join(inbox, '20261127100000777', UPC, 'resources', `${UPC}_01_001.wav`)))).toBe(sha256(audio));
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
