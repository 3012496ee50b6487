import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { submitWithWav } from '../../support/analysed-submission';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { useTestApp } from '../../support/use-test-app';
import { HOT_MASTER_EFFECTS, ORDINARY_MASTER_EFFECTS, soxWorkshop, STEREO_48K_24 } from '../../support/media/sox-signals';

const sox = soxWorkshop('analysis-api-');
const app = useTestApp();
let session: string;
let otherSession: string;

beforeAll(async () => {
  const now = new Date();
  session = await app().infrastructure.formSessions.sign({ sessionId: randomUUID().replace(/-/g, ''), startedAt: now });
  otherSession = await app().infrastructure.formSessions.sign({ sessionId: randomUUID().replace(/-/g, ''), startedAt: now });
});

async function upload(file: string, name: string): Promise<string> {
  const res = await request(app().http)
    .post('/api/upload/google-drive')
    .field({ artistName: 'Test Artist', fileType: 'audio', trackTitle: 'Song', releaseTitle: 'EP', sessionId: session })
    .attach('file', readFileSync(file), { filename: name, contentType: 'audio/wav' })
    .expect(200);
  return res.body.fileId as string;
}

const analysisOf = (fileId: string, who = session) => request(app().http).get(`/api/files/${fileId}/analysis`).set('X-Form-Session', who);

describe('GET /api/files/:fileId/analysis: the durable job queued at upload measures the WAV', () => {
  it('a hot master is pending until the job runs, then says in plain words what the stores will do', async () => {
    const fileId = await upload(sox.make('hot.wav', STEREO_48K_24, HOT_MASTER_EFFECTS), 'Hot.wav');
    expect((await analysisOf(fileId).expect(200)).body).toMatchObject({ status: 'pending', findings: [] });
    await app().infrastructure.jobs.worker.drain({ ignoreSchedule: true });
    const { body } = await analysisOf(fileId).expect(200);
    expect(body.status).toBe('done');
    const lufs = body.analysis.integratedLufs as number;
    expect(Math.abs(lufs + 8)).toBeLessThan(1);
    expect(body.analysis.truePeakDbtp).toBeGreaterThan(0);
    const messages = body.findings.map((f: { message: string }) => f.message);
    expect(messages).toContainEqual(
      expect.stringMatching(/^Spotify will turn this down by [5-7] dB \(−[78]\.\d LUFS; Spotify plays at −14\.0\)\.$/),
    );
    expect(messages.some((m: string) => m.startsWith('True peak +') && m.includes('most stores ask for −1.0 dBTP'))).toBe(true);
  });

  it('an ordinary 24-bit/48 kHz EXTENSIBLE master has no warning and no advice', async () => {
    const fileId = await upload(sox.make('ordinary.wav', STEREO_48K_24, ORDINARY_MASTER_EFFECTS), 'Ordinary.wav');
    await app().infrastructure.jobs.worker.drain({ ignoreSchedule: true });
    const { body } = await analysisOf(fileId).expect(200);
    expect(body.status).toBe('done');
    expect(body.findings.filter((f: { level: string }) => f.level !== 'pass')).toEqual([]);
  });

  it('is refused to another form session and unknown for an unknown id', async () => {
    const fileId = await upload(sox.make('other.wav', STEREO_48K_24, ORDINARY_MASTER_EFFECTS), 'Other.wav');
    await analysisOf(fileId, otherSession).expect(403);
    await analysisOf(randomUUID()).expect(404);
  });
});

describe("the desk's 'has blocking findings' filter", () => {
  it('lists only the submission whose track the analysis found blocking (a phase-inverted master)', async () => {
    const tone = sox.make('tone.wav', STEREO_48K_24, ['synth', '8', 'sine', '440', 'vol', '-14dB']);
    const inverted = sox.combine('inverted.wav', [tone, ...STEREO_48K_24], ['remix', '1', '2v-1']);
    const bad = await submitWithWav(app().http, app().infrastructure.formSessions, readFileSync(inverted));
    const ordinary = sox.make('ordinary-2.wav', STEREO_48K_24, ORDINARY_MASTER_EFFECTS);
    const good = await submitWithWav(app().http, app().infrastructure.formSessions, readFileSync(ordinary));
    await app().infrastructure.jobs.worker.drain({ ignoreSchedule: true });
    const list = (query: Record<string, string>) =>
      request(app().http).get('/api/review-desk/submissions').query(query).set(STAFF_AUTHORIZATION).expect(200);
    const ids = (res: request.Response) => (res.body.items ?? res.body.submissions ?? res.body.data).map((row: { id: string }) => row.id);
    expect(ids(await list({ findings: 'blocking' }))).toEqual([bad.submissionId]);
    expect(ids(await list({}))).toEqual(expect.arrayContaining([bad.submissionId, good.submissionId]));
    await request(app().http).get('/api/review-desk/submissions').query({ findings: 'advice' }).set(STAFF_AUTHORIZATION).expect(400);
  });
});
