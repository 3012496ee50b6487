import { S3FileStorage } from '../../../adapters/file-storage/s3.file-storage';
import { type FakeS3, s3SettingsFor, startFakeS3 } from '../../fakes/s3.fake-server';

const ORIGIN = 'https://artists.label.example';

async function storageOn(fake: FakeS3): Promise<S3FileStorage> {
  return new S3FileStorage(s3SettingsFor(fake));
}

describe("the start-up check of the bucket's CORS rule for direct uploads", () => {
  it.each([
    [
      'no CORS configuration',
      undefined,
      /has no CORS configuration; add a CORS rule to bucket 'test-bucket' allowing PUT from https:\/\/artists\.label\.example/,
    ],
    ['a rule for another origin', ['https://elsewhere.example'], /do not let https:\/\/artists\.label\.example PUT files/],
    ['a rule for the portal', [ORIGIN], null],
    ['a wildcard rule', ['https://*.label.example'], null],
  ])('%s', async (_case, corsOrigins, expected) => {
    const fake = await startFakeS3({ corsOrigins });
    const storage = await storageOn(fake);
    try {
      const problem = await storage.corsProblem(ORIGIN);
      if (expected === null) expect(problem).toBeNull();
      else expect(problem).toMatch(expected);
    } finally {
      storage.destroy();
      await fake.close();
    }
  });
});
