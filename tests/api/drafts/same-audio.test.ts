import request from 'supertest';
import { AUDIO_QUALITY_WARNINGS } from '../../../domain/files/media-quality.messages';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { usePublicFlowApp } from '../public-flow/public-flow-app';
import { aSubmission } from '../../support/builders/submission.builder';
import { shortWav } from '../public-flow/test-audio';

const wav = shortWav(120);
const other = shortWav(121);

const app = usePublicFlowApp();

/** The wizard's path: a tus creation and one PATCH with the whole file. */
async function tusUpload(formSession: string, fileName: string, bytes: Buffer): Promise<{ fileId: string; warnings: string[] }> {
  const meta = { filename: fileName, filetype: 'audio/wav', fileType: 'audio', artistName: 'Nova Lane' };
  const created = await request(app().http)
    .post('/api/uploads/tus')
    .set('Tus-Resumable', '1.0.0')
    .set('Upload-Length', String(bytes.length))
    .set(
      'Upload-Metadata',
      Object.entries(meta)
        .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
        .join(','),
    )
    .set('X-Form-Session', formSession)
    .expect(201);
  const done = await request(app().http)
    .patch(created.headers.location as string)
    .set('Tus-Resumable', '1.0.0')
    .set('Upload-Offset', '0')
    .set('Content-Type', 'application/offset+octet-stream')
    .set('X-Form-Session', formSession)
    .send(bytes)
    .expect(200);
  const result = JSON.parse(done.text) as { fileId: string; quality: { warnings: string[] } };
  return { fileId: result.fileId, warnings: result.quality.warnings };
}

describe('the same WAV on two tracks', () => {
  it('is a warning in the wizard (upload answer and reloaded draft) and on the review desk, never a refusal', async () => {
    const opened = await request(app().http).post('/api/drafts').send({}).expect(200);
    const { id, revision } = opened.body.data as { id: string; revision: number };
    const token = opened.body.resumeToken as string;
    const formSession = opened.body.formSession as string;

    const first = await tusUpload(formSession, 'Take 7.wav', wav);
    const second = await tusUpload(formSession, 'Take 7 copy.wav', wav);
    const third = await tusUpload(formSession, 'Outro.wav', other);
    const twinWarning = AUDIO_QUALITY_WARNINGS.sameAudioAs('Take 7.wav');
    expect(first.warnings).not.toContain(twinWarning);
    expect(second.warnings).toContain(twinWarning);
    expect(third.warnings.join(' ')).not.toContain('The same audio');

    const form = aSubmission({ tracks: 3 }).formData;
    const tracks = form.tracks.map((t, i) => ({ ...t, fileId: [first, second, third][i].fileId }));
    await request(app().http)
      .put(`/api/drafts/${id}`)
      .set('X-Draft-Token', token)
      .send({ baseRevision: revision, answers: { ...form, tracks }, wizard: { step: 3, extras: {} } })
      .expect(200);
    const reloaded = await request(app().http).get(`/api/drafts/${id}`).set('X-Draft-Token', token).expect(200);
    const files = reloaded.body.data.files as { fileId: string; duplicateOf: string | null; quality: { warnings: string[] } }[];
    expect(files.find((f) => f.fileId === second.fileId)).toMatchObject({ duplicateOf: first.fileId });
    expect(files.find((f) => f.fileId === second.fileId)?.quality.warnings).toContain(twinWarning);
    expect(files.find((f) => f.fileId === third.fileId)?.duplicateOf).toBeNull();

    app().clock.advance(45_000);
    const sent = await request(app().http).post(`/api/drafts/${id}/submit`).set('X-Draft-Token', token).send({ formSession }).expect(200);
    const desk = await request(app().http)
      .get(`/api/review-desk/submissions/${sent.body.data.submissionId as string}`)
      .set(STAFF_AUTHORIZATION)
      .expect(200);
    const reports = desk.body.qualityReports as Record<string, { warnings: string[] }>;
    expect(reports[second.fileId].warnings).toContain(twinWarning);
    expect(reports[first.fileId].warnings).not.toContain(twinWarning);
    expect(reports[third.fileId].warnings.join(' ')).not.toContain('The same audio');
  });
});
