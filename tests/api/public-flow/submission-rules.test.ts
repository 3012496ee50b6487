import request from 'supertest';
import { applyCase, SUBMISSION_RULE_CASES, type SubmissionRuleCase } from '../../support/submission-rules/submission-rule-cases';
import { aSubmission } from '../../support/builders/submission.builder';
import { SUBMISSION_TABLES, UNTHROTTLED_SUBMISSIONS, usePublicFlowApp } from './public-flow-app';
import { uploadTestAudio, withUploadedAudio } from './test-audio';

const WRITTEN = [...SUBMISSION_TABLES, 'board_items'];

describe('POST /api/monday/create-item runs the one submission validator', () => {
  const app = usePublicFlowApp(UNTHROTTLED_SUBMISSIONS);

  const counts = () => app().counts(WRITTEN);
  const referencedUploads = async () =>
    Number((await app().database.query<{ n: string }>('SELECT count(*)::text AS n FROM uploads WHERE submission_id IS NOT NULL'))[0].n);

  async function caseBody(c: SubmissionRuleCase) {
    const { formSession } = await app().formSession();
    const built = await withUploadedAudio(app().http, aSubmission({ tracks: c.tracks, singlesFirst: c.singlesFirst }), formSession);
    const formData = applyCase(built.formData, c);
    const [first, ...rest] = formData.tracks;
    if (first && c.audio === 'none') formData.tracks = [{ ...first, fileId: undefined }, ...rest];
    if (first && c.audio === 'other-session')
      formData.tracks = [{ ...first, fileId: await uploadTestAudio(app().http, (await app().formSession()).formSession) }, ...rest];
    if (first && typeof c.audio === 'object')
      formData.tracks = [{ ...first, fileId: await uploadTestAudio(app().http, formSession, c.audio.seconds) }, ...rest];
    return { ...built, formData, formSession };
  }

  it('accepts the valid submission the cases start from', async () => {
    const { formSession } = await app().formSession();
    const body = await withUploadedAudio(app().http, aSubmission({ tracks: 2, singlesFirst: true }), formSession);
    const res = await request(app().http)
      .post('/api/monday/create-item')
      .send({ ...body, formSession });
    expect(res.body).toMatchObject({ success: true });
    expect(res.status).toBe(200);
  });

  it.each(SUBMISSION_RULE_CASES.map((c) => [c.name, c] as const))(
    '%s → 400, the domain message on its field, nothing written',
    async (_name, c) => {
      const body = await caseBody(c);
      const before = { ...(await counts()), referenced: await referencedUploads() };
      const res = await request(app().http).post('/api/monday/create-item').send(body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
      expect(res.body.details).toEqual(expect.arrayContaining([{ field: c.field, message: c.message }]));
      expect(res.body.error).toBe(res.body.details[0].message);
      expect({ ...(await counts()), referenced: await referencedUploads() }).toEqual(before);
    },
  );
});
