import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { FormSessionSigner } from '../../application/ports/security.port';
import { aSubmission } from './builders/submission.builder';

type Http = Parameters<typeof request>[0];

/** A one-track submission whose WAV is uploaded on the standard path, as the wizard sends it (release in 10 weeks). */
export async function submitWithWav(
  http: Http,
  formSessions: FormSessionSigner,
  wav: Buffer,
): Promise<{ submissionId: string; fileId: string }> {
  // Started a while ago: the bot check refuses a form filled in faster than a person could.
  const formSession = await formSessions.sign({ sessionId: randomUUID().replace(/-/g, ''), startedAt: new Date(Date.now() - 120_000) });
  const uploaded = await request(http)
    .post('/api/upload/google-drive')
    .field({ artistName: 'Nova Lane', fileType: 'audio', trackTitle: 'Track 1', releaseTitle: 'Night Drive', sessionId: formSession })
    .attach('file', wav, { filename: 'track-1.wav', contentType: 'audio/wav' });
  if (uploaded.status !== 200) throw new Error(`upload failed: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  const fileId = uploaded.body.fileId as string;
  const releaseDate = new Date(Date.now() + 70 * 86_400_000).toISOString().slice(0, 10);
  const body = aSubmission({ form: { releaseDate, fullReleaseDate: releaseDate } });
  body.formData.tracks = body.formData.tracks.map((t) => ({ ...t, fileId, socialClipsEnabled: false, socialClips: [] }));
  const res = await request(http)
    .post('/api/monday/create-item')
    .send({ ...body, formSession });
  if (res.status !== 200) throw new Error(`submission failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { submissionId: res.body.data.submissionId as string, fileId };
}
