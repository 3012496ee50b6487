import { randomUUID } from 'node:crypto';
import { DrizzleSocialClipRepository } from '../../../../adapters/persistence/repositories/drizzle.social-clip.repository';
import type { SocialClipFile } from '../../../../application/ports/social-clip.repository.port';
import { describeOnTestDatabases } from '../../../support/test-database';
import { insertSubmission, insertUpload } from './seed-rows';

const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 10, minute));

describeOnTestDatabases('DrizzleSocialClipRepository', (database) => {
  const clips = () => new DrizzleSocialClipRepository(database().db);

  const aClip = (sourceUploadId: string, submissionId: string | null, overrides: Partial<SocialClipFile> = {}): SocialClipFile => ({
    id: randomUUID(),
    sourceUploadId,
    submissionId,
    clipRef: 'c1',
    trackTitle: 'Track 1',
    startSeconds: 0,
    endSeconds: 30,
    releaseDate: '2030-02-01',
    status: 'done',
    storageKey: `clips/${randomUUID()}.mp3`,
    size: 1234,
    durationSeconds: 30,
    error: null,
    createdAt: at(0),
    ...overrides,
  });

  it("lists a submission's clips in the order they were cut, every field as saved", async () => {
    const submissionId = await insertSubmission(database());
    const source = await insertUpload(database());
    const later = aClip(source, submissionId, { createdAt: at(5), startSeconds: 60, endSeconds: 90 });
    const failed = aClip(source, submissionId, {
      createdAt: at(1),
      status: 'failed',
      storageKey: null,
      size: null,
      durationSeconds: null,
      error: 'ffmpeg failed',
    });
    const elsewhere = aClip(source, await insertSubmission(database()));
    for (const clip of [later, failed, elsewhere]) await clips().save(clip);
    expect(await clips().listForSubmission(submissionId)).toEqual([failed, later]);
  });

  it('finds the cuts of one source between the same times, and deletes one', async () => {
    const source = await insertUpload(database());
    const same = [aClip(source, null), aClip(source, null)];
    const otherTimes = aClip(source, null, { startSeconds: 10 });
    const otherSource = aClip(await insertUpload(database()), null);
    for (const clip of [...same, otherTimes, otherSource]) await clips().save(clip);
    expect((await clips().findCuts(source, 0, 30)).map((c) => c.id).sort()).toEqual(same.map((c) => c.id).sort());
    await clips().delete(same[0].id);
    expect((await clips().findCuts(source, 0, 30)).map((c) => c.id)).toEqual([same[1].id]);
  });

  it('refuses a clip whose source upload does not exist', async () => {
    await expect(clips().save(aClip(randomUUID(), null))).rejects.toThrow();
  });
});
