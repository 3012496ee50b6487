import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { WavHeaderParser } from '../../adapters/media/wav-header-parser';
import { SOCIAL_CLIP_JOB } from '../../application/use-cases/submissions/enqueue-social-clips.use-case';
import { buildWav } from '../support/media/wav-builder';
import { TEST_STAFF_TOKEN } from '../support/test-config';
import { aSubmission } from '../support/builders/submission.builder';
import { usePublicFlowApp } from './public-flow/public-flow-app';

/**
 * The social-clip job end to end: the submission is stored, POST /api/background/process-social-clips
 * enqueues one 'social-clip.cut' job per clip, the worker cuts them, and a clip that cannot be cut is reported
 * without blocking anything.
 */
describe('social clips through the job queue', () => {
  const app = usePublicFlowApp({ RATE_LIMIT_SUBMISSIONS: '1000' });

  const upload = (file: Buffer, formSession: string, fileName: string) =>
    request(app().http)
      .post('/api/upload/google-drive')
      .field('artistName', 'Nova Lane')
      .field('fileType', fileName.endsWith('.jpg') ? 'artwork' : 'audio')
      .field('trackTitle', fileName)
      .field('releaseTitle', 'Night Drive')
      .field('sessionId', formSession)
      .attach('file', file, { filename: fileName, contentType: fileName.endsWith('.jpg') ? 'image/jpeg' : 'audio/wav' })
      .expect(200);

  it('cuts a 16-bit/44.1 kHz stereo WAV into the artist audio folder dated single date − 21 days; a failing clip is reported and blocks nothing', async () => {
    const { formSession } = await app().formSession();
    // 95 s of 24-bit / 48 kHz mono: the cutter converts bit depth, channels and rate.
    const long = (await upload(buildWav({ bits: 24, rate: 48000, channels: 1, frames: 95 * 48000 }), formSession, 'long.wav')).body
      .fileId as string;
    // 20 s: a 00:30-01:00 clip lies outside it.
    const short = (await upload(buildWav({ bits: 16, rate: 44100, channels: 2, frames: 20 * 44100 }), formSession, 'short.wav')).body
      .fileId as string;

    const jpeg = path.join(mkdtempSync(path.join(os.tmpdir(), 'clips-art-')), 'cover.jpg');
    execFileSync('convert', ['-size', '300x200', 'xc:navy', jpeg]);
    const artwork = (await upload(readFileSync(jpeg), formSession, 'cover.jpg')).body.fileId as string;

    const body = { ...aSubmission({ tracks: 2, singlesFirst: true }), formSession };
    body.formData.tracks[0].fileId = long;
    body.formData.tracks[1].fileId = short;
    // The submission's own clips must lie inside each measured track; the failing clip below is asked for separately.
    body.formData.tracks[0].socialClips = [{ id: 'c1', startTime: '01:00', endTime: '01:30', description: 'Chorus' }];
    body.formData.tracks[1].socialClipsEnabled = false;
    body.formData.artworkFileId = artwork;
    const submitted = await request(app().http).post('/api/monday/create-item').send(body).expect(200);
    const submissionId = submitted.body.data.submissionId as string;

    // The staff desk shows each track's and the artwork's quality report.
    const desk = await request(app().http)
      .get(`/api/review-desk/submissions/${submissionId}`)
      .set('Authorization', `Bearer ${TEST_STAFF_TOKEN}`)
      .expect(200);
    expect(desk.body.qualityReports[long]).toMatchObject({ kind: 'audio', facts: { bitDepth: 24, sampleRate: 48000, channels: 1 } });
    expect(desk.body.qualityReports[long].warnings.length).toBeGreaterThan(0);
    expect(desk.body.qualityReports[short]).toMatchObject({
      kind: 'audio',
      facts: { bitDepth: 16, sampleRate: 44100, channels: 2 },
      warnings: [],
    });
    expect(desk.body.artworkQuality).toMatchObject({ kind: 'artwork', facts: { width: 300, height: 200, square: false } });
    expect(desk.body.artworkQuality.warnings.length).toBeGreaterThan(0);
    const singleDate = body.formData.tracks[0].singleReleaseDate as string;
    expect(singleDate).toBe('2025-07-14');

    const enqueued = await request(app().http)
      .post('/api/background/process-social-clips')
      .send({
        artistName: 'Nova Lane',
        sessionId: formSession,
        tracksWithClips: [
          { title: 'Track 1', fileId: long, socialClips: [{ id: 'c1', startTime: '01:00', endTime: '01:30', description: 'Chorus' }] },
          { title: 'Track 2', fileId: short, socialClips: [{ id: 'c2', startTime: '00:30', endTime: '01:00', description: 'Too late' }] },
        ],
      })
      .expect(202);
    expect(enqueued.body).toEqual({ success: true, jobs: 2 });

    const summary = await app().infrastructure.jobs.worker.drain({ ignoreSchedule: true });
    // The failing clip is a finished job (reported), not a retry loop or a dead job.
    expect(summary.retried).toBe(0);
    expect(summary.dead).toBe(0);
    const jobs = await app().database.query<{ status: string }>(`SELECT status FROM jobs WHERE kind = '${SOCIAL_CLIP_JOB}'`);
    expect(jobs.map((j) => j.status)).toEqual(['done', 'done']);

    const clips = await app().infrastructure.socialClips.listForSubmission(submissionId);
    const done = clips.find((c) => c.clipRef === 'c1');
    const failed = clips.find((c) => c.clipRef === 'c2');
    expect(done).toMatchObject({
      status: 'done',
      releaseDate: '2025-06-23',
      trackTitle: 'Track 1',
      startSeconds: 60,
      endSeconds: 90,
      error: null,
    });
    expect(failed).toMatchObject({ status: 'failed', storageKey: null, releaseDate: '2025-07-21' });
    expect(failed?.error).toMatch(/outside the track/);

    // The clip is a real 16-bit / 44.1 kHz / stereo WAV of 30 s in the artist's audio folder.
    expect(done?.storageKey).toMatch(/^artists\/nova-lane\/audio\/clips\/[0-9a-f-]+\.wav$/);
    expect(await app().infrastructure.fileStorage.list('artists/nova-lane/audio/clips/')).toEqual([done?.storageKey]);
    const parser = new WavHeaderParser();
    const stream = await app().infrastructure.fileStorage.read(done!.storageKey!);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const wav = Buffer.concat(chunks);
    parser.push(wav);
    expect(parser.layout?.format).toMatchObject({ formatCode: 1, bitDepth: 16, sampleRate: 44100, channels: 2 });
    expect(parser.layout!.dataSize / 4 / 44100).toBeCloseTo(30, 3);
    expect(wav.length).toBe(done?.size);

    // The submission itself is untouched by the failed clip.
    const stored = await app().infrastructure.submissions.find(submissionId);
    expect(stored?.status).toBe('Pending');
  });
});
