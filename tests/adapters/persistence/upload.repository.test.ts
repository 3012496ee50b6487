import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../../adapters/persistence/database';
import { DrizzleUploadRepository } from '../../../adapters/persistence/repositories/drizzle.upload.repository';
import type { QualityReport, UploadRecord } from '../../../application/ports/upload.repository.port';
import { openTestDatabase, testEngines } from '../../support/test-database';

const report: QualityReport = { kind: 'audio', facts: { bitDepth: 24, sampleRate: 48000 }, warnings: [] };

function anUpload(overrides: Partial<UploadRecord> = {}): UploadRecord {
  const id = randomUUID();
  return {
    id,
    sessionId: 's1',
    artistId: null,
    kind: 'audio',
    folder: 'audio',
    artistFolder: 'nova',
    storageKey: `staging/${id}`,
    displayName: 'a.wav',
    trackTitle: null,
    releaseTitle: null,
    contentType: 'audio/wav',
    size: 10,
    status: 'pending',
    quality: null,
    submissionId: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
}

describe.each(testEngines())('DrizzleUploadRepository on %s', (engine) => {
  let database: DatabaseHandle;
  let uploads: DrizzleUploadRepository;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    uploads = new DrizzleUploadRepository(database.db);
  });
  afterAll(() => database.close());

  it('keeps a PUT-time quality report on a pending upload only; markStored then files it', async () => {
    const pending = anUpload();
    const stored = anUpload({ status: 'stored', storageKey: `artists/nova/audio/${randomUUID()}.wav` });
    await uploads.create(pending);
    await uploads.create(stored);
    await uploads.recordInspection(pending.id, report);
    await uploads.recordInspection(stored.id, report);
    expect(await uploads.findById(pending.id)).toMatchObject({ status: 'pending', quality: report });
    expect((await uploads.findById(stored.id))?.quality).toBeNull();
    await uploads.markStored(pending.id, {
      storageKey: `artists/nova/audio/${pending.id}.wav`,
      size: 10,
      contentType: 'audio/wav',
      quality: report,
    });
    expect(await uploads.findById(pending.id)).toMatchObject({
      status: 'stored',
      quality: report,
      storageKey: `artists/nova/audio/${pending.id}.wav`,
    });
  });

  it("hands a submission's files to its artist, and only the session's stored, unreferenced ones", async () => {
    const [artist] = await database.query<{ id: string }>(
      "INSERT INTO artists (artist_code, email) VALUES ('ART-FILES1', 'files@artist.example') RETURNING id",
    );
    const [submission] = await database.query<{ id: string }>(
      "INSERT INTO submissions (artist_id, upload_type, email, artist_name) VALUES ($1, 'new-music', 'files@artist.example', 'Files') RETURNING id",
      [artist.id],
    );
    const mine = anUpload({ sessionId: 's-files', status: 'stored' });
    const otherSession = anUpload({ sessionId: 's-other', status: 'stored' });
    await uploads.create(mine);
    await uploads.create(otherSession);
    expect(await uploads.markReferenced('s-files', [mine.id, otherSession.id], submission.id, artist.id)).toBe(1);
    expect(await uploads.findById(mine.id)).toMatchObject({ submissionId: submission.id, artistId: artist.id });
    expect(await uploads.findById(otherSession.id)).toMatchObject({ submissionId: null, artistId: null });
  });
});
