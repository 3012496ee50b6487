import { S3 } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { createS3Client, type S3StorageSettings } from '../../../adapters/file-storage/s3-client';
import { type FakeS3, s3SettingsFor, startFakeS3 } from '../../fakes/s3.fake-server';

// The S3 fake in its 'store-as-is' mode keeps aws-chunked framing in the object, as some S3-compatible servers do.
let fake: FakeS3;
let settings: S3StorageSettings;
beforeAll(async () => {
  fake = await startFakeS3({ awsChunked: 'store-as-is' });
  settings = s3SettingsFor(fake);
});
afterAll(() => fake.close());

const body = randomBytes(200_000);
const put = (client: S3, key: string) =>
  client.putObject({ Bucket: fake.bucket, Key: key, Body: Readable.from([body]), ContentLength: body.length });

describe('the S3 client factory', () => {
  it('sends plain bodies: the server stores exactly the bytes given', async () => {
    const client = createS3Client(settings);
    await put(client, 'factory.bin');
    client.destroy();
    expect((await fake.bytes('factory.bin')).equals(body)).toBe(true);
  });

  it('where an SDK client with its default checksum settings gets the framing stored with the bytes', async () => {
    const client = new S3({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: fake.accessKeyId, secretAccessKey: fake.secretAccessKey },
    });
    await put(client, 'default.bin');
    client.destroy();
    const stored = await fake.bytes('default.bin');
    expect(stored.length).toBeGreaterThan(body.length);
    expect(stored.subarray(0, 12).toString('latin1')).toMatch(/^[0-9a-f]+\r\n/);
  });
});
