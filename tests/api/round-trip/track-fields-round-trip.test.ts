import request from 'supertest';
import { TRACK_FIELDS_IN_ERN } from '../../../adapters/delivery-package/ern43/sound-recording-fields.ern';
import { emptyFieldValues } from '../../../domain/forms';
import { TRACK_FIELD_NAMES, TRACK_FIELDS, type TrackFields } from '../../../domain/tracks';
import { LYRICS_LANGUAGE_MESSAGES } from '../../../domain/tracks/lyrics-language';
import { answersFromSubmission } from '../../../application/use-cases/drafts/answers-from-submission';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { columnOf, TRACK_ROUND_TRIP } from '../../support/builders/track-round-trip';
import { aSubmission } from '../../support/builders/submission.builder';
import { usePublicFlowApp } from '../public-flow/public-flow-app';
import { boardColumnsOf, reopenedAnswers, type SentRelease, sentThroughDraft } from './round-trip-flow';
import { validateErn432 } from '../../support/ddex-schema';
import { approveAndDeliver, uploadTestArtwork } from './delivered-package';
import { sheetRow, soundRecordingText } from './delivered-fields';
import { isNotInErn } from '../../../adapters/delivery-package/ern43/ern-node';

const app = usePublicFlowApp();
const FIELDS = TRACK_FIELD_NAMES.map((field) => [field] as const);
// A field the table lacks (the type-check names it too) fails below by name instead of stopping the file.
const IN_ERN = FIELDS.filter(([field]) => field in TRACK_FIELDS_IN_ERN && !isNotInErn(TRACK_FIELDS_IN_ERN[field]));

/** One release sent through a draft with every declared track field set to `values` and a cover uploaded. */
function sentWithEveryTrackField(values: TrackFields): Promise<SentRelease> {
  const tracks = [{ ...aSubmission().formData.tracks[0], ...values }];
  return sentThroughDraft(app(), async (email, formSession) => ({
    email,
    tracks,
    artworkFileId: await uploadTestArtwork(app().http, formSession),
  }));
}

describe('every declared track field goes round the whole portal', () => {
  let sent: SentRelease;
  beforeAll(async () => {
    const tracks = [{ ...aSubmission().formData.tracks[0], ...TRACK_ROUND_TRIP }];
    sent = await sentThroughDraft(app(), (email) => ({ email, tracks }));
  });

  it('the table names every declared field with a value a new track does not have', () => {
    expect(Object.keys(TRACK_ROUND_TRIP)).toEqual(TRACK_FIELD_NAMES);
    const empty = emptyFieldValues(TRACK_FIELDS);
    for (const field of TRACK_FIELD_NAMES) expect([field, TRACK_ROUND_TRIP[field]]).not.toEqual([field, empty[field]]);
  });

  it.each(FIELDS)('%s is on the stored submission_tracks row, in its own column', async (field) => {
    const [row] = await app().database.query<{ track: Record<string, unknown> }>(
      'SELECT to_jsonb(t) AS track FROM submission_tracks t WHERE submission_id = $1',
      [sent.submissionId],
    );
    expect(row.track[columnOf(field)]).toEqual(TRACK_ROUND_TRIP[field]);
    const stored = await app().infrastructure.submissions.find(sent.submissionId);
    expect(stored?.tracks[0][field]).toEqual(TRACK_ROUND_TRIP[field]);
  });

  it.each(FIELDS)('%s is on the review desk detail', async (field) => {
    const detail = await request(app().http).get(`/api/review-desk/submissions/${sent.submissionId}`).set(STAFF_AUTHORIZATION).expect(200);
    expect(detail.body.full.tracks[0][field]).toEqual(TRACK_ROUND_TRIP[field]);
  });

  it.each(FIELDS)('%s is in the draft the artist reopens to make changes (after a reload)', async (field) => {
    const stored = await app().infrastructure.submissions.find(sent.submissionId);
    if (!stored) throw new Error('the submission was not stored');
    const answers = answersFromSubmission(stored) as { tracks: Record<string, unknown>[] };
    expect(answers.tracks[0][field]).toEqual(TRACK_ROUND_TRIP[field]);
  });

  it('the reopened draft carries every field over HTTP, and the board item counts the track', async () => {
    const reopened = (await reopenedAnswers(app(), sent)) as { tracks: Record<string, unknown>[] };
    expect(reopened.tracks[0]).toMatchObject(TRACK_ROUND_TRIP);
    expect(await boardColumnsOf(app(), sent.submissionId)).toMatchObject({ submission_id: sent.submissionId, track_count: 1 });
  });

  describe('and out in the delivery package, once approved and sent', () => {
    // A release of its own, sent with the same values but its own ISRC (an ISRC belongs to one release).
    const SENT: TrackFields = { ...TRACK_ROUND_TRIP, isrc: 'FRZ032600043' };
    let delivered: { xml: string; csv: string };
    beforeAll(async () => {
      delivered = await approveAndDeliver(app(), (await sentWithEveryTrackField(SENT)).submissionId);
    });

    it.each(FIELDS)('%s has its place in TRACK_FIELDS_IN_ERN: a path in the SoundRecording, or why no store reads it', (field) => {
      expect(Object.keys(TRACK_FIELDS_IN_ERN)).toContain(field);
    });

    it('builds an ERN 4.3.2 message the schema accepts', () => {
      expect(validateErn432(delivered.xml)).toEqual({ valid: true, report: '- validates' });
    });

    it.each(IN_ERN)('%s is in the ERN message where TRACK_FIELDS_IN_ERN places it', (field) => {
      const placement = TRACK_FIELDS_IN_ERN[field];
      if (isNotInErn(placement)) throw new Error(`${field} is not placed in the ERN`);
      const text = (placement.text as (value: unknown) => string)(SENT[field]);
      expect([field, soundRecordingText(delivered.xml, placement.path)]).toEqual([field, text]);
    });

    it.each(FIELDS)('%s is in the metadata sheet under its label', (field) => {
      const value = SENT[field];
      const text = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
      expect(sheetRow(delivered.csv)[TRACK_FIELDS[field].label]).toBe(text);
    });
  });

  it("refuses a malformed declared code with the domain's message", async () => {
    const body = await app().signedSubmission();
    const tracks = [{ ...body.formData.tracks[0], lyricsLanguage: 'qq' }];
    const answer = await request(app().http)
      .post('/api/monday/create-item')
      .send({ ...body, formData: { ...body.formData, tracks } })
      .expect(400);
    expect(answer.body.error).toBe(LYRICS_LANGUAGE_MESSAGES.invalid);
  });
});
