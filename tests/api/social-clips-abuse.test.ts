import request from 'supertest';
import { SERVER_SUBMISSION_MESSAGES } from '../../domain/forms/server-submission.messages';
import { UPLOAD_SERVER_MESSAGES } from '../../domain/files/upload.messages';
import { SOCIAL_CLIP_JOB } from '../../application/use-cases/submissions/enqueue-social-clips.use-case';
import { buildWav } from '../support/media/wav-builder';
import { aSubmission } from '../support/builders/submission.builder';
import { usePublicFlowApp } from './public-flow/public-flow-app';

// process-social-clips is public: it must only cut tracks of the caller's own form session, within the upload
// quota, and a re-cut replaces the clip instead of piling up files.
describe('POST /api/background/process-social-clips abuse', () => {
  let fileId: string;
  let owner: string;
  const app = usePublicFlowApp({ RATE_LIMIT_SUBMISSIONS: '1000', UPLOAD_QUOTA_SESSION_FILES: '6' });
  beforeAll(async () => {
    owner = (await app().formSession()).formSession;
    const track = await request(app().http)
      .post('/api/upload/google-drive')
      .field('artistName', 'Nova Lane')
      .field('fileType', 'audio')
      .field('sessionId', owner)
      .attach('file', buildWav({ bits: 16, rate: 44100, channels: 2, frames: 62 * 44100 }), {
        filename: 'track.wav',
        contentType: 'audio/wav',
      })
      .expect(200);
    fileId = track.body.fileId as string;
    const body = { ...aSubmission({ tracks: 1 }), formSession: owner };
    body.formData.tracks[0].fileId = fileId;
    // The builder's second clip ends at 01:45: keep only the one inside this 62 s track.
    body.formData.tracks[0].socialClips = [{ id: 'c0a', startTime: '00:00', endTime: '00:30', description: 'Intro' }];
    await request(app().http).post('/api/monday/create-item').send(body).expect(200);
  });

  const clips = (sessionId: string | undefined, startTime = '00:00', endTime = '00:30') =>
    request(app().http)
      .post('/api/background/process-social-clips')
      .send({
        artistName: 'Nova Lane',
        ...(sessionId ? { sessionId } : {}),
        tracksWithClips: [{ title: 'Track 1', fileId, socialClips: [{ id: 'c1', startTime, endTime }] }],
      });
  const clipJobs = async () =>
    (await app().database.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobs WHERE kind = '${SOCIAL_CLIP_JOB}'`))[0].n;

  it('refuses an anonymous caller with 401 and a stranger’s form session as an unknown file, enqueuing nothing', async () => {
    const anonymous = await clips(undefined);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe(UPLOAD_SERVER_MESSAGES.sessionRequired);
    const stranger = (await app().formSession()).formSession;
    const refused = await clips(stranger);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(SERVER_SUBMISSION_MESSAGES.fileNotFound);
    expect(await clipJobs()).toBe(0);
  });

  it('a re-cut of the same clip replaces the file: one clip on disk after three requests', async () => {
    for (let i = 0; i < 3; i += 1) {
      await clips(owner).expect(202);
      await app().infrastructure.jobs.worker.drain({ ignoreSchedule: true });
    }
    const files = await app().infrastructure.fileStorage.list('artists/nova-lane/audio/clips/');
    expect(files).toHaveLength(1);
    const rows = await app().database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM social_clip_files WHERE source_upload_id = $1 AND status = 'done'`,
      [fileId],
    );
    expect(rows[0].n).toBe(1);
  });

  it('counts clips against the form session quota: past it, 429 with Retry-After and no job', async () => {
    await clips(owner, '00:10', '00:40').expect(202);
    await clips(owner, '00:20', '00:50').expect(202);
    const before = await clipJobs();
    const over = await clips(owner, '00:30', '01:00');
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await clipJobs()).toBe(before);
  });
});
