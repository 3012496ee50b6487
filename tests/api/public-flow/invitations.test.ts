import request from 'supertest';
import { ADMIN_INVITE_MESSAGES, INVITATION_MESSAGES, RETURNING_MESSAGES } from '../../../domain/invitations';
import { TEST_STAFF_TOKEN } from '../../support/test-config';
import { aSubmission } from '../../support/builders/submission.builder';
import { anInvitation } from '../../support/builders/invitation.builder';
import { withUploadedAudio } from './test-audio';
import { usePublicFlowApp } from './public-flow-app';

describe('invitations and returning links', () => {
  const app = usePublicFlowApp({ RATE_LIMIT_TOKEN_CHECKS: '1000' });

  const staff = () => ({ Authorization: `Bearer ${TEST_STAFF_TOKEN}` });
  const invite = anInvitation('Luna', 'Vale');

  it('round trip: create → mail with link → validate prefill → submit updates the existing board item → token no longer valid', async () => {
    const created = await request(app().http).post('/api/artist-invitations/create').set(staff()).send(invite).expect(200);
    expect(created.body).toMatchObject({ success: true, artistName: 'Luna Vale', email: 'luna@example.com' });
    expect(created.body.artistCode).toMatch(/^ART-[A-HJ-NP-Z2-9]{6}$/);

    const [mail] = await app().infrastructure.mailOutbox.list({ to: 'luna@example.com', category: 'invitation' });
    const token = /\/i\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
    expect(token.length).toBeGreaterThanOrEqual(22);
    const stored = await app().database.query<{ token_hash: string }>('SELECT token_hash FROM invitations');
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    await app().infrastructure.jobs.worker.drain();
    expect(await app().count('board_items')).toBe(1);

    const valid = await request(app().http).get(`/api/invitation/validate/${token}`).expect(200);
    expect(valid.body).toMatchObject({
      success: true,
      valid: true,
      artistName: 'Luna Vale',
      firstName: 'Luna',
      surname: 'Vale',
      email: 'luna@example.com',
      boardType: 'invitation',
    });
    expect(valid.body.mondayItemId).toBeTruthy();
    expect(valid.body.prefillData).toMatchObject({
      firstName: 'Luna',
      surname: 'Vale',
      email: 'luna@example.com',
      artistName: 'Luna Vale',
    });
    const details = await request(app().http).get(`/api/invitation/details/${token}`).expect(200);
    expect(details.body.invitationReason).toBe('Met at a showcase');

    const { formSession } = await app().formSession();
    const body = await withUploadedAudio(
      app().http,
      aSubmission({
        form: {
          ...valid.body.prefillData,
          country: 'Ireland',
          city: 'Dublin',
          invitationToken: token,
          mondayItemId: valid.body.mondayItemId,
        },
      }),
      formSession,
    );
    const submitted = await request(app().http)
      .post('/api/monday/create-item')
      .send({ ...body, formSession })
      .expect(200);
    expect(submitted.body.data).toMatchObject({ board: 'updating', boardItemId: valid.body.mondayItemId });
    await app().infrastructure.jobs.worker.drain();
    expect(await app().count('board_items')).toBe(1);
    const item = await app().infrastructure.board.getItem(valid.body.mondayItemId);
    expect(item?.columnValues).toMatchObject({
      submission_id: submitted.body.data.submissionId,
      token_status: 'Used',
      release_title: 'Night Drive',
    });

    const again = await request(app().http).get(`/api/invitation/validate/${token}`).expect(404);
    expect(again.body).toMatchObject({ success: false, error: INVITATION_MESSAGES.invalidLinkDefault });
    const secondSession = (await app().formSession()).formSession;
    const second = await request(app().http)
      .post('/api/monday/create-item')
      .send({ ...(await withUploadedAudio(app().http, body, secondSession)), formSession: secondSession });
    expect(second.status).toBe(400);
    expect(second.body.error).toBe(INVITATION_MESSAGES.invalidLinkDefault);

    // The first accepted submission issued a returning link (365 days, reusable).
    const [returningMail] = await app().infrastructure.mailOutbox.list({ to: 'luna@example.com', category: 'returning-link' });
    const returning = /\/r\/([A-Za-z0-9_-]+)/.exec(returningMail.text)?.[1] ?? '';
    const r = await request(app().http).get(`/api/returning-artist/validate/${returning}`).expect(200);
    expect(r.body).toMatchObject({
      success: true,
      isValid: true,
      artistName: 'Luna Vale',
      artistEmail: 'luna@example.com',
      usageCount: 0,
      previousSubmissions: 1,
    });
    const linkSession = (await app().formSession()).formSession;
    const viaLink = await withUploadedAudio(
      app().http,
      aSubmission({ form: { returningToken: returning, email: 'luna@example.com' } }),
      linkSession,
    );
    await request(app().http)
      .post('/api/monday/create-item')
      .send({ ...viaLink, formSession: linkSession })
      .expect(200);
    const d = await request(app().http).get(`/api/returning-artist/details/${returning}`).expect(200);
    expect(d.body.artistDetails).toMatchObject({ firstName: 'Luna', surname: 'Vale', usageCount: 1 });
    expect(d.body.previousSubmissions).toBe(2);
    expect(d.body.artistDetails.lastUsed).toBeTruthy();
  });

  it('an expired invitation answers the same generic invalid result', async () => {
    await request(app().http)
      .post('/api/artist-invitations/create')
      .set(staff())
      .send({ ...invite, email: 'old@example.com' })
      .expect(200);
    const [mail] = await app().infrastructure.mailOutbox.list({ to: 'old@example.com', category: 'invitation' });
    const token = /\/i\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
    app().clock.advance(31 * 86_400_000);
    const res = await request(app().http).get(`/api/invitation/validate/${token}`).expect(404);
    expect(res.body.error).toBe(INVITATION_MESSAGES.invalidLinkDefault);
    await request(app().http).get('/api/invitation/validate/unknownTokenAAAAAAAAAAAAAAAAAAAA').expect(404);
    await request(app().http)
      .get(`/api/returning-artist/validate/${'x'.repeat(40)}`)
      .expect(404)
      .expect((r) => expect(r.body.error).toBe(RETURNING_MESSAGES.invalidToken));
  });

  it.each([
    ['missing artist name', { ...invite, artistName: '' }, 'artistName', ADMIN_INVITE_MESSAGES.allFieldsRequired],
    ['missing email', { ...invite, email: ' ' }, 'email', ADMIN_INVITE_MESSAGES.allFieldsRequired],
    ['bad email', { ...invite, email: 'nope' }, 'email', 'Please enter a valid email address'],
  ])('create refuses %s (400, nothing written)', async (_n, body, field, message) => {
    const before = [await app().count('artists'), await app().count('invitations'), await app().count('mail_outbox')];
    const res = await request(app().http).post('/api/artist-invitations/create').set(staff()).send(body).expect(400);
    expect(res.body.details).toEqual([{ field, message }]);
    expect([await app().count('artists'), await app().count('invitations'), await app().count('mail_outbox')]).toEqual(before);
  });

  it.each([
    ['no staff', () => request(app().http).post('/api/artist-invitations/create').send(invite), 401],
    [
      'wrong types',
      () =>
        request(app().http)
          .post('/api/artist-invitations/create')
          .set(staff())
          .send({ ...invite, email: 42 }),
      400,
    ],
    [
      'unknown field',
      () =>
        request(app().http)
          .post('/api/artist-invitations/create')
          .set(staff())
          .send({ ...invite, role: 'staff' }),
      400,
    ],
    [
      '__proto__',
      () =>
        request(app().http)
          .post('/api/artist-invitations/create')
          .set(staff())
          .set('Content-Type', 'application/json')
          .send('{"__proto__":{"x":1},"artistName":"a"}'),
      400,
    ],
    [
      '10 kB string',
      () =>
        request(app().http)
          .post('/api/artist-invitations/create')
          .set(staff())
          .send({ ...invite, artistName: 'x'.repeat(10_000) }),
      400,
    ],
    [
      'malformed JSON',
      () => request(app().http).post('/api/artist-invitations/create').set(staff()).set('Content-Type', 'application/json').send('{"a":'),
      400,
    ],
    ['10 kB token', () => request(app().http).get(`/api/invitation/validate/${'a'.repeat(10_000)}`), 404],
  ] as const)('bad input: %s → 4xx, nothing written', async (_n, send, status) => {
    const before = [await app().count('artists'), await app().count('invitations')];
    const res = await send();
    expect(res.status).toBe(status);
    expect([await app().count('artists'), await app().count('invitations')]).toEqual(before);
  });
});

describe('token check rate limit', () => {
  const app = usePublicFlowApp({ RATE_LIMIT_TOKEN_CHECKS: '3' });

  it('answers 429 after the limit', async () => {
    for (let i = 0; i < 3; i += 1)
      await request(app().http)
        .get(`/api/invitation/validate/${'b'.repeat(30)}`)
        .expect(404);
    const res = await request(app().http)
      .get(`/api/invitation/validate/${'b'.repeat(30)}`)
      .expect(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
