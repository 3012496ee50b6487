import request from 'supertest';
import { FIELD_MESSAGES } from '../../../domain/forms/field.messages';
import { AI_DISCLOSURE_MESSAGES, CONTAINS_AI } from '../../../domain/release/ai-disclosure';
import { RELEASE_FIELDS } from '../../../domain/release/release-fields';
import { TRACK_FIELDS } from '../../../domain/tracks';
import { RELEASE_ROUND_TRIP } from '../../support/builders/release-round-trip';
import type { BuiltSubmission } from '../../support/builders/submission.builder';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { asBrowser } from '../../support/identity-fixtures';
import { usePublicFlowApp } from '../public-flow/public-flow-app';
import { approveAndDeliver, uploadTestArtwork } from './delivered-package';
import { sheetRow } from './delivered-fields';
import { sentThroughDraft } from './round-trip-flow';

const app = usePublicFlowApp();

type Form = BuiltSubmission['formData'];

describe('AI disclosure per track and for the artwork at the API, and for releases sent before the question', () => {
  async function send(change: (formData: Form) => Record<string, unknown>) {
    const body = await app().signedSubmission({ tracks: 2 });
    return request(app().http)
      .post('/api/monday/create-item')
      .send({ ...body, formData: change(body.formData) });
  }
  const withTrack = (form: Form, index: number, track: Record<string, unknown>): Record<string, unknown> => ({
    ...form,
    tracks: form.tracks.map((t, i) => (i === index ? track : t)),
  });

  it("refuses a track's missing answer naming the track, with the wizard's message, 400 and never 500", async () => {
    const missing = await send((form) => withTrack(form, 1, { ...form.tracks[1], containsAi: undefined }));
    expect([missing.status, missing.body.error]).toEqual([400, 'Track 2: please say whether generative AI was used to make it.']);
    expect(missing.body.error).toBe(AI_DISCLOSURE_MESSAGES.trackAnswerRequired(2));
    const artwork = await send(({ artworkContainsAi: _dropped, ...rest }) => rest);
    expect([artwork.status, artwork.body.error]).toEqual([400, AI_DISCLOSURE_MESSAGES.artworkAnswerRequired]);
  });

  it("refuses an answer outside DDEX's values, for a track and for the artwork", async () => {
    const track = await send((form) => withTrack(form, 0, { ...form.tracks[0], containsAi: 'Maybe' }));
    expect([track.status, track.body.error]).toEqual([400, FIELD_MESSAGES.notAChoice(TRACK_FIELDS.containsAi.label, CONTAINS_AI)]);
    const artwork = await send((form) => ({ ...form, artworkContainsAi: 'Maybe' }));
    expect([artwork.status, artwork.body.error]).toEqual([
      400,
      FIELD_MESSAGES.notAChoice(RELEASE_FIELDS.artworkContainsAi.label, CONTAINS_AI),
    ]);
  });

  it("keeps each answer on the stored tracks and cover, and tells the artist the release's answer derived from them", async () => {
    const { submissionId, cookie } = await sentThroughDraft(app(), (email) => ({ email, artworkContainsAi: 'All' }));
    const detail = await request(app().http).get(`/api/review-desk/submissions/${submissionId}`).set(STAFF_AUTHORIZATION).expect(200);
    expect(detail.body.full).toMatchObject({ artworkContainsAi: 'All', tracks: [{ containsAi: 'None' }] });
    const own = await request(app().http).get(`/api/profile/submissions/${submissionId}`).set(asBrowser(cookie)).expect(200);
    expect(own.body.submission.aiDisclosure).toBe('Partly made with generative AI');
  });

  it('still shows and delivers a release stored before the question: "not asked" on the desk, no ContainsAI claimed', async () => {
    const SENT = {
      ...RELEASE_ROUND_TRIP,
      aiVocals: false,
      aiInstrumentation: false,
      aiComposition: false,
      aiLyrics: false,
      upc: '4006381333955',
    };
    const { submissionId, cookie } = await sentThroughDraft(app(), async (email, formSession) => ({
      email,
      ...SENT,
      artworkFileId: await uploadTestArtwork(app().http, formSession),
    }));
    // What migrations 1550 and 1920 leave on a release sent before the question: no answer at all.
    await app().database.query('UPDATE submission_tracks SET contains_ai = NULL WHERE submission_id = $1', [submissionId]);
    await app().database.query('UPDATE submission_details SET artwork_contains_ai = NULL WHERE submission_id = $1', [submissionId]);
    const detail = await request(app().http).get(`/api/review-desk/submissions/${submissionId}`).set(STAFF_AUTHORIZATION).expect(200);
    expect(detail.body.full).toMatchObject({ artworkContainsAi: null, tracks: [{ containsAi: null }] });
    const own = await request(app().http).get(`/api/profile/submissions/${submissionId}`).set(asBrowser(cookie)).expect(200);
    expect(own.body.submission.aiDisclosure).toBe('Not asked (sent before the question existed)');
    const { xml, csv } = await approveAndDeliver(app(), submissionId);
    expect(xml).not.toContain('ContainsAI');
    expect(xml).not.toContain('GenerativeAI');
    expect(sheetRow(csv)[TRACK_FIELDS.containsAi.label]).toBe('');
    expect(sheetRow(csv)['Generative AI: artwork']).toBe('');
  }, 120_000);
});
