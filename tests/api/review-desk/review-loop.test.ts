import request from 'supertest';
import { METADATA_RULE_MESSAGES } from '../../../domain/metadata';
import { asBrowser, createArtist, createStaff, signInArtist, signInStaff } from '../../support/identity-fixtures';
import { TEST_STAFF_TOKEN } from '../../support/test-config';
import { outboxMailsTo } from '../../support/mail-outbox';
import { usePublicFlowApp } from '../public-flow/public-flow-app';
import { submittedByArtist } from '../public-flow/submitted-by-artist';

let staffCookie: string;
const staffToken = { Authorization: `Bearer ${TEST_STAFF_TOKEN}` };

const app = usePublicFlowApp({ RATE_LIMIT_SUBMISSIONS: '1000' });
beforeAll(async () => {
  staffCookie = await signInStaff(app(), await createStaff(app()));
});

const move = (id: string, status: string, note?: string) =>
  request(app().http)
    .post(`/api/review-desk/submissions/${id}/status`)
    .set(asBrowser(staffCookie))
    .send(note === undefined ? { status } : { status, note });

const mailsTo = (email: string) => outboxMailsTo(app(), email);

describe('the review loop: changes requested, resubmission as version 2, one-step approval', () => {
  it('runs end to end, keeps internal comments from the artist, and every mail links to the submission', async () => {
    const { artist, id, body, cookie } = await submittedByArtist(app());

    const received = (await mailsTo(artist.email)).find((m) => m.category === 'submission-received');
    expect(received?.subject).toMatch(/^We received "Night Drive" \(HS-[0-9A-F]{8}\)$/);
    expect(received?.text).toContain('within 5–7 days');

    expect((await move(id, 'Changes Requested').expect(409)).body.error).toBe(
      'Write a note for the artist explaining the move to Changes Requested',
    );
    const askNote = 'Please spell the featured artist as Ava Stone-Lee.';
    expect((await move(id, 'Changes Requested', askNote).expect(200)).body.review).toMatchObject({
      toStatus: 'Changes Requested',
      changedBy: 'Sam Staff',
      note: askNote,
    });
    const secret = 'Internal: the label manager wants to sign this act';
    await request(app().http)
      .post(`/api/review-desk/submissions/${id}/comments`)
      .set(asBrowser(staffCookie))
      .send({ body: secret })
      .expect(201);

    const seen = await request(app().http).get(`/api/profile/submissions/${id}`).set('Cookie', cookie).expect(200);
    expect(seen.body.submission).toMatchObject({
      status: 'Changes Requested',
      statusColour: 'amber',
      reviewNote: { note: askNote, status: 'Changes Requested' },
    });
    expect(JSON.stringify(seen.body)).not.toContain('label manager');

    const tracks = body.formData.tracks.map((t, i) =>
      i === 0
        ? {
            ...t,
            credits: {
              ...(t.credits as object),
              featuredArtists: [{ id: 'fa0', firstName: 'Ava', surname: 'Stone-Lee', email: 'ava@example.com', roles: ['Lead Vocals'] }],
            },
          }
        : t,
    );
    const resent = await request(app().http)
      .post(`/api/profile/submissions/${id}/resubmit`)
      .set(asBrowser(cookie))
      .send({ itemName: body.itemName, additionalData: body.additionalData, formData: { ...body.formData, tracks } })
      .expect(200);
    expect(resent.body).toEqual({ success: true, version: 2, status: 'Pending' });

    const desk = await request(app().http).get(`/api/review-desk/submissions/${id}`).set(staffToken).expect(200);
    expect(desk.body.versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);
    expect(desk.body.changes).toEqual(
      expect.arrayContaining([
        { field: 'tracks[0].credits.featuredArtists[0].surname', before: 'Stone', after: 'Stone-Lee' },
        { field: 'tracks[0].credits.featuredArtists[0].roles[1]', before: 'Guitar', after: '' },
      ]),
    );
    expect(desk.body.comments).toEqual([expect.objectContaining({ body: secret, staffName: 'Sam Staff' })]);

    const approveNote = 'Thanks! Scheduled for the release date.';
    await move(id, 'Approved', approveNote).expect(200);

    const detail = (await request(app().http).get(`/api/profile/submissions/${id}`).set('Cookie', cookie).expect(200)).body.submission;
    expect(
      detail.timeline.map((e: { status: string; note: string | null; by: string; version: number }) => [e.status, e.note, e.by, e.version]),
    ).toEqual([
      ['Changes Requested', askNote, 'Sam Staff', 1],
      ['Pending', null, 'You', 2],
      ['Approved', approveNote, 'Sam Staff', 2],
    ]);
    expect(detail.reviewNote).toMatchObject({ note: approveNote, status: 'Approved' });
    expect(JSON.stringify(detail)).not.toContain('label manager');

    const mails = await mailsTo(artist.email);
    expect(mails.map((m) => m.category).sort()).toEqual(['status-change', 'status-change', 'submission-received', 'submission-received']);
    for (const mail of mails) {
      expect(mail.text).toContain(`/details/${id}`);
      expect(mail.text).not.toContain('label manager');
      expect(mail.text).not.toMatch(/check your email|\.\.|!:/i);
    }
  });

  it('lets only the owner resubmit, and only in Changes Requested', async () => {
    const { id, body, cookie } = await submittedByArtist(app());
    const payload = { itemName: body.itemName, additionalData: body.additionalData, formData: body.formData };
    const refused = await request(app().http)
      .post(`/api/profile/submissions/${id}/resubmit`)
      .set(asBrowser(cookie))
      .send(payload)
      .expect(409);
    expect(refused.body.error).toBe('The submission is already Pending');
    await move(id, 'Changes Requested', 'Fix the title').expect(200);
    const other = await createArtist(app());
    const otherCookie = await signInArtist(app(), other);
    await request(app().http).post(`/api/profile/submissions/${id}/resubmit`).set(asBrowser(otherCookie)).send(payload).expect(404);
    const invalid = await request(app().http)
      .post(`/api/profile/submissions/${id}/resubmit`)
      .set(asBrowser(cookie))
      .send({ ...payload, formData: { ...body.formData, releaseTitle: '' } })
      .expect(400);
    expect(invalid.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'releaseTitle' })]));
    const status = await app().database.query<{ status: string }>('SELECT status FROM submissions WHERE id = $1', [id]);
    expect(status[0].status).toBe('Changes Requested');
  });

  it("checks the stored metadata against the store style guides on the desk, with the domain's messages", async () => {
    const body = await app().signedSubmission({ form: { artistName: 'Nova feat. Kite', releaseTitle: 'NIGHT DRIVE' } });
    const id = (await request(app().http).post('/api/monday/create-item').send(body).expect(200)).body.data.submissionId as string;
    const desk = await request(app().http).get(`/api/review-desk/submissions/${id}`).set(staffToken).expect(200);
    const warnings = desk.body.metadataWarnings as { ruleId: string; message: string }[];
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ruleId: 'featuring-in-artist', message: METADATA_RULE_MESSAGES.featuringInArtist('Nova feat. Kite') }),
        expect.objectContaining({ ruleId: 'all-caps-title', message: METADATA_RULE_MESSAGES.allCapsTitle('NIGHT DRIVE') }),
      ]),
    );

    const clean = await app().signedSubmission({ form: { artistName: 'Nova Lane' } });
    const cleanId = (await request(app().http).post('/api/monday/create-item').send(clean).expect(200)).body.data.submissionId as string;
    const cleanDesk = await request(app().http).get(`/api/review-desk/submissions/${cleanId}`).set(staffToken).expect(200);
    expect(cleanDesk.body.metadataWarnings.map((w: { ruleId: string }) => w.ruleId)).not.toContain('featuring-in-artist');
  });
});
