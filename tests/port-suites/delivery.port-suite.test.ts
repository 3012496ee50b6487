import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { ADAPTER_NAMES, type DeliveryAdapterName } from '../../adapters/config/adapter-names';
import { BuiltInDelivery } from '../../adapters/delivery/built-in.delivery';
import { SftpDelivery } from '../../adapters/delivery/sftp.delivery';
import { LocalFileStorage } from '../../adapters/file-storage/local.file-storage';
import { SftpTestServer } from '../support/delivery/sftp-test-server';
import { describeDeliveryPortSuite, type DeliveryHarness } from './delivery.port-suite';

const newStorage = () => new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), 'delivery-port-suite-')), 'test-signing-secret');

const harnesses: Record<DeliveryAdapterName, () => Promise<DeliveryHarness>> = {
  async 'built-in'() {
    const storage = newStorage();
    const manifestOf = async (packageKey: string) =>
      JSON.parse(await text(await storage.read(`${packageKey}manifest.json`))) as { files: { path: string; storageKey: string }[] };
    return {
      delivery: new BuiltInDelivery(storage),
      storage,
      async fetch(packageKey, wanted) {
        const entry = (await manifestOf(packageKey)).files.find((file) => file.path === wanted);
        return entry ? buffer(await storage.read(entry.storageKey)) : null;
      },
      marker: async (packageKey, batchId) => text(await storage.read(`${packageKey}batchcomplete_${batchId}.xml`)).catch(() => null),
      close: async () => undefined,
    };
  },
  async sftp() {
    const storage = newStorage();
    const server = new SftpTestServer(mkdtempSync(path.join(os.tmpdir(), 'delivery-port-suite-sftp-')));
    await server.start();
    const local = (packageKey: string, file: string) => path.join(server.root, packageKey, file);
    return {
      delivery: new SftpDelivery(
        { host: '127.0.0.1', port: server.port, ...server.credentials, folder: '/drop', readyTimeoutMs: 10_000 },
        storage,
      ),
      storage,
      fetch: async (packageKey, file) => (existsSync(local(packageKey, file)) ? readFileSync(local(packageKey, file)) : null),
      marker: async (packageKey, batchId) =>
        existsSync(local(packageKey, `BatchComplete_${batchId}.xml`))
          ? readFileSync(local(packageKey, `BatchComplete_${batchId}.xml`), 'utf8')
          : null,
      close: () => server.stop(),
    };
  },
};

for (const name of ADAPTER_NAMES.delivery) describeDeliveryPortSuite(name, harnesses[name]);
