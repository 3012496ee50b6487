import request from 'supertest';
import { isNotInErn } from '../../../adapters/delivery-package/ern43/ern-node';
import { type ErnReleaseField, isOnResources, RELEASE_FIELDS_IN_EXPORT } from '../../../adapters/delivery-package/release-fields-in-export';
import { answersFromSubmission } from '../../../application/use-cases/drafts/answers-from-submission';
import { IDENTIFIER_MESSAGES } from '../../../domain/catalogue/identifier.messages';
import { emptyFieldValues } from '../../../domain/forms';
import { RELEASE_FIELD_NAMES, RELEASE_FIELDS, type ReleaseFieldName, type ReleaseFields } from '../../../domain/release/release-fields';
import { RELEASE_ON_SUBMISSIONS } from '../../../adapters/persistence/repositories/submission-columns';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { columnOf } from '../../support/builders/track-round-trip';
import { PARTLY_AI_TRACK, RELEASE_ON_BOARD, RELEASE_ROUND_TRIP } from '../../support/builders/release-round-trip';
import { aSubmission } from '../../support/builders/submission.builder';
import { usePublicFlowApp } from '../public-flow/public-flow-app';
import { boardColumnsOf, reopenedAnswers, type SentRelease, sentThroughDraft } from './round-trip-flow';
import { approveAndDeliver, uploadTestArtwork } from './delivered-package';
import { validateErn432 } from '../../support/ddex-schema';
import { mainReleaseText, resourceTexts, sheetRow } from './delivered-fields';

const app = usePublicFlowApp();
const FIELDS = RELEASE_FIELD_NAMES.map((field) => [field] as const);
const R = RELEASE_ROUND_TRIP;
const IN_ERN = FIELDS.filter(
  ([field]) => !isNotInErn(RELEASE_FIELDS_IN_EXPORT[field].ern) && !isOnResources(RELEASE_FIELDS_IN_EXPORT[field].ern),
);
const ON_RESOURCES = FIELDS.filter(([field]) => isOnResources(RELEASE_FIELDS_IN_EXPORT[field].ern));
/** The builder's track, made partly with generative AI so the parts the release names apply to it. */
const TRACKS = [{ ...aSubmission().formData.tracks[0], ...PARTLY_AI_TRACK }];

describe('every declared release field goes round the whole portal', () => {
  let sent: SentRelease;
  beforeAll(async () => {
    sent = await sentThroughDraft(app(), (email) => ({ email, ...R, tracks: TRACKS }));
  }, 120_000);

  it('the table names every declared field with a value a new form does not have', () => {
    expect(Object.keys(R)).toEqual(RELEASE_FIELD_NAMES);
    const empty = emptyFieldValues(RELEASE_FIELDS);
    for (const field of RELEASE_FIELD_NAMES) expect([field, R[field]]).not.toEqual([field, empty[field]]);
  });

  it.each(FIELDS)('%s is on the stored row, in its own column', async (field) => {
    const table = (RELEASE_ON_SUBMISSIONS as readonly string[]).includes(field) ? 'submissions' : 'submission_details';
    const key = table === 'submissions' ? 'id' : 'submission_id';
    const [row] = await app().database.query<{ r: Record<string, unknown> }>(`SELECT to_jsonb(t) AS r FROM ${table} t WHERE ${key} = $1`, [
      sent.submissionId,
    ]);
    expect(row.r[columnOf(field)]).toEqual(R[field]);
    const stored = await app().infrastructure.submissions.find(sent.submissionId);
    expect(stored?.[field]).toEqual(R[field]);
  });

  it.each(FIELDS)('%s is on the review desk detail', async (field) => {
    const detail = await request(app().http).get(`/api/review-desk/submissions/${sent.submissionId}`).set(STAFF_AUTHORIZATION).expect(200);
    expect(detail.body.full[field]).toEqual(R[field]);
  });

  it.each(FIELDS)('%s is in the answers the artist reopens to make changes', async (field) => {
    const stored = await app().infrastructure.submissions.find(sent.submissionId);
    if (!stored) throw new Error('the submission was not stored');
    expect(answersFromSubmission(stored)[field]).toEqual(R[field]);
  });

  it('the reopened draft carries every field over HTTP after a reload, and the board item the release columns', async () => {
    expect(await reopenedAnswers(app(), sent)).toMatchObject(R);
    expect(await boardColumnsOf(app(), sent.submissionId)).toMatchObject(RELEASE_ON_BOARD);
  });

  describe('and out in the delivery package, once approved and sent', () => {
    // A release of its own, with the same values but its own UPC (an approved release holds its UPC).
    const SENT: ReleaseFields = { ...R, upc: '4006381333948' };
    let delivered: { xml: string; csv: string };
    beforeAll(async () => {
      const { submissionId } = await sentThroughDraft(app(), async (email, formSession) => ({
        email,
        ...SENT,
        tracks: TRACKS,
        artworkFileId: await uploadTestArtwork(app().http, formSession),
      }));
      delivered = await approveAndDeliver(app(), submissionId);
    }, 120_000);

    it('builds an ERN 4.3.2 message the schema accepts', () => {
      expect(validateErn432(delivered.xml)).toEqual({ valid: true, report: '- validates' });
    });

    it.each(IN_ERN)('%s is in the main Release where RELEASE_FIELDS_IN_EXPORT places it', (field) => {
      const placement = RELEASE_FIELDS_IN_EXPORT[field].ern as ErnReleaseField<typeof field>;
      const text = (placement.text as (value: unknown) => string)(SENT[field]);
      const found = mainReleaseText(delivered.xml, placement as ErnReleaseField<ReleaseFieldName>);
      if (placement.within) expect([field, found]).toEqual([field, expect.stringContaining(text)]);
      else expect([field, found]).toEqual([field, text]);
    });

    it.each(ON_RESOURCES)('%s is on the release’s resources where RELEASE_FIELDS_IN_EXPORT places it', (field) => {
      const placement = RELEASE_FIELDS_IN_EXPORT[field].ern;
      if (!isOnResources(placement)) throw new Error(`${field} is not placed on resources`);
      const text = placement.text ?? String(SENT[field]);
      expect([field, resourceTexts(delivered.xml, placement.resource, placement.path)]).toEqual([field, expect.arrayContaining([text])]);
    });

    it.each(FIELDS)('%s is in the metadata sheet under its declared column', (field) => {
      const { column, text } = RELEASE_FIELDS_IN_EXPORT[field].sheet as { column: string; text?: (value: unknown) => string };
      const value = SENT[field];
      const expected = text ? text(value) : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
      expect([field, sheetRow(delivered.csv)[column]]).toEqual([field, expected]);
    });
  });

  it("refuses a malformed UPC and a ℗ year out of range with the domain's messages, and a UPC an approved release holds with 409", async () => {
    const body = await app().signedSubmission();
    const send = (extra: Record<string, unknown>) =>
      request(app().http)
        .post('/api/monday/create-item')
        .send({ ...body, formData: { ...body.formData, ...extra } });
    expect((await send({ upc: '123' }).expect(400)).body.error).toBe(IDENTIFIER_MESSAGES.upcInvalid);
    expect((await send({ pLineYear: 3000 }).expect(400)).body.error).toMatch(/^℗ year must be a year from 1900 to \d{4}\.$/);
    // One rule, one message: below the range too, the API says what the wizard says.
    expect((await send({ cLineYear: 1899 }).expect(400)).body.error).toMatch(/^© year must be a year from 1900 to \d{4}\.$/);
    // A release the desk approves reserves its UPC (the round-trip release above was only marked Approved in SQL).
    const holder = await app().signedSubmission();
    const held = await request(app().http)
      .post('/api/monday/create-item')
      .send({ ...holder, formData: { ...holder.formData, upc: R.upc } })
      .expect(200);
    await request(app().http)
      .post(`/api/review-desk/submissions/${held.body.data.submissionId as string}/status`)
      .set(STAFF_AUTHORIZATION)
      .send({ status: 'Approved' })
      .expect(200);
    expect((await send({ upc: R.upc }).expect(409)).body.error).toBe(IDENTIFIER_MESSAGES.upcUnavailable);
  });
});
