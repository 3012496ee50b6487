import { randomUUID } from 'node:crypto';
import type { QualityReport, UploadRecord, UploadRepository } from '../../application/ports/upload.repository.port';
import { builderOf } from '../support/builders/builder';
import { type PortSuiteHarness, describePortSuite } from './suite-harness';

export interface UploadRepositoryHarness extends PortSuiteHarness {
  uploads: UploadRepository;
  /** A submission the uploads may be handed to (a row the adapter's foreign key needs). */
  aSubmission(): Promise<string>;
  /** An artist the uploads may be handed to with a submission. */
  anArtist(): Promise<string>;
}

const report: QualityReport = { kind: 'audio', facts: { bitDepth: 24, sampleRate: 48000 }, warnings: [] };

const anUpload = builderOf<UploadRecord>(() => {
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
    sha256: null,
    submissionId: null,
    createdAt: new Date('2030-01-01T00:00:00Z'),
  };
});

/**
 * What every UploadRepository does in the upload flow: the database adapter and the in-memory fake alike (the fake
 * keeps the flow's own reads; the housekeeping queries are the database's alone and have their own spec).
 */
export function describeUploadRepositoryPortSuite(name: string, make: () => Promise<UploadRepositoryHarness>): void {
  describePortSuite('UploadRepository', name, make, (harness) => {
    const uploads = () => harness().uploads;

    it('records an inspection on a pending upload only, and files it when stored', async () => {
      const pending = anUpload();
      const stored = anUpload({ status: 'stored' });
      await uploads().create(pending);
      await uploads().create(stored);
      await uploads().recordInspection(pending.id, report, 'sha-1');
      await uploads().recordInspection(stored.id, report, 'sha-2');
      expect(await uploads().findById(pending.id)).toMatchObject({ status: 'pending', quality: report, sha256: 'sha-1' });
      expect(await uploads().findById(stored.id)).toMatchObject({ quality: null, sha256: null });
      await uploads().markStored(pending.id, {
        storageKey: `artists/nova/audio/${pending.id}.wav`,
        size: 12,
        contentType: 'audio/wav',
        quality: report,
      });
      expect(await uploads().findById(pending.id)).toMatchObject({
        status: 'stored',
        quality: report,
        size: 12,
        storageKey: `artists/nova/audio/${pending.id}.wav`,
      });
      expect(await uploads().findById(randomUUID())).toBeNull();
    });

    it("finds and hands over only the session's stored, unreferenced files", async () => {
      const session = randomUUID();
      const mine = anUpload({ sessionId: session, status: 'stored' });
      const pending = anUpload({ sessionId: session });
      const other = anUpload({ status: 'stored' });
      for (const u of [mine, pending, other]) await uploads().create(u);
      const ids = [mine.id, pending.id, other.id, 'not-a-uuid'];
      expect((await uploads().findForSession(session, ids)).map((u) => u.id)).toEqual([mine.id]);
      const submissionId = await harness().aSubmission();
      expect(await uploads().markReferenced(session, ids, submissionId)).toBe(1);
      expect(await uploads().markReferenced(session, ids, submissionId)).toBe(0);
      expect((await uploads().listForSubmission(submissionId)).map((u) => u.id)).toEqual([mine.id]);
      expect(await uploads().findById(other.id)).toMatchObject({ submissionId: null, artistId: null });
    });

    it("hands a submission's files to its artist", async () => {
      const session = randomUUID();
      const mine = anUpload({ sessionId: session, status: 'stored' });
      await uploads().create(mine);
      const [submissionId, artistId] = [await harness().aSubmission(), await harness().anArtist()];
      expect(await uploads().markReferenced(session, [mine.id], submissionId, artistId)).toBe(1);
      expect(await uploads().findById(mine.id)).toMatchObject({ submissionId, artistId });
    });

    it("lists a session's stored files oldest first", async () => {
      const session = randomUUID();
      const later = anUpload({ sessionId: session, status: 'stored', createdAt: new Date('2030-01-02T00:00:00Z') });
      const earlier = anUpload({ sessionId: session, status: 'stored', createdAt: new Date('2030-01-01T00:00:00Z') });
      await uploads().create(later);
      await uploads().create(earlier);
      await uploads().create(anUpload({ sessionId: session }));
      expect((await uploads().listStoredForSession(session)).map((u) => u.id)).toEqual([earlier.id, later.id]);
    });

    it('finds a stored twin of the same audio in the session, never the file itself or a pending one', async () => {
      const session = randomUUID();
      const first = anUpload({ sessionId: session, status: 'stored', sha256: 'same' });
      const pending = anUpload({ sessionId: session, sha256: 'same', createdAt: new Date('2029-01-01T00:00:00Z') });
      await uploads().create(pending);
      await uploads().create(first);
      expect((await uploads().findStoredTwin(session, 'same', randomUUID()))?.id).toBe(first.id);
      expect(await uploads().findStoredTwin(session, 'same', first.id)).toBeNull();
      expect(await uploads().findStoredTwin(randomUUID(), 'same', randomUUID())).toBeNull();
    });

    it('hands out copies and deletes', async () => {
      const upload = anUpload();
      await uploads().create(upload);
      const found = await uploads().findById(upload.id);
      if (found) found.displayName = 'changed by the caller';
      expect((await uploads().findById(upload.id))?.displayName).toBe('a.wav');
      await uploads().delete(upload.id);
      expect(await uploads().findById(upload.id)).toBeNull();
    });
  });
}
