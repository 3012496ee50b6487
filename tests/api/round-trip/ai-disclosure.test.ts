import request from 'supertest';
import { FIELD_MESSAGES } from '../../../domain/forms/field.messages';
import { AI_DISCLOSURE_MESSAGES, CONTAINS_AI, EMPTY_AI_DISCLOSURE } from '../../../domain/release/ai-disclosure';
import { RELEASE_ROUND_TRIP } from '../../support/builders/release-round-trip';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { usePublicFlowApp } from '../public-flow/public-flow-app';
import { approveAndDeliver, uploadTestArtwork } from './delivered-package';
import { sheetRow } from './delivered-fields';
import { sentThroughDraft } from './round-trip-flow';

const app = usePublicFlowApp();

describe('AI disclosure at the API and for releases sent before the question', () => {
  async function send(change: (formData: Record<string, unknown>) => Record<string, unknown>) {
    const body = await app().signedSubmission();
    return request(app().http)
      .post('/api/monday/create-item')
      .send({ ...body, formData: change(body.formData as Record<string, unknown>) });
  }

  it("refuses a missing answer and one outside DDEX's values with the wizard's messages, 400 and never 500", async () => {
    const missing = await send(({ containsAi: _dropped, ...rest }) => rest);
    expect([missing.status, missing.body.error]).toEqual([400, AI_DISCLOSURE_MESSAGES.answerRequired]);
    const invalid = await send((formData) => ({ ...formData, containsAi: 'Maybe' }));
    expect([invalid.status, invalid.body.error]).toEqual([400, FIELD_MESSAGES.notAChoice('Generative AI', CONTAINS_AI)]);
  });

  it('still shows and delivers a release stored before the question: "not asked" on the desk, no ContainsAI claimed', async () => {
    const SENT = { ...RELEASE_ROUND_TRIP, upc: '4006381333955' };
    const { submissionId } = await sentThroughDraft(app(), async (email, formSession) => ({
      email,
      ...SENT,
      artworkFileId: await uploadTestArtwork(app().http, formSession),
    }));
    // What migration 1550 leaves on a release sent before it: no answer at all.
    await app().database.query(
      'UPDATE submission_details SET contains_ai = NULL, ai_vocals = false, ai_instrumentation = false, ai_composition = false, ai_lyrics = false, ai_artwork = false WHERE submission_id = $1',
      [submissionId],
    );
    const detail = await request(app().http).get(`/api/review-desk/submissions/${submissionId}`).set(STAFF_AUTHORIZATION).expect(200);
    expect(detail.body.full).toMatchObject(EMPTY_AI_DISCLOSURE);
    const { xml, csv } = await approveAndDeliver(app(), submissionId);
    expect(xml).not.toContain('ContainsAI');
    expect(xml).not.toContain('GenerativeAI');
    expect(sheetRow(csv)['Generative AI']).toBe('');
  }, 120_000);
});
