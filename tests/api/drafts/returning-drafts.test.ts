import request from 'supertest';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { TEST_STAFF_TOKEN } from '../../support/test-config';
import { usePublicFlowApp } from '../public-flow/public-flow-app';
import { anInvitation } from '../../support/builders/invitation.builder';
import { aSubmission } from '../../support/builders/submission.builder';
import { uploadTestAudio } from '../public-flow/test-audio';
import { sendNewDraft, submitDraft } from './send-draft';

const app = usePublicFlowApp();

const previousSubmissions = async (token: string): Promise<number> =>
  (await request(app().http).get(`/api/returning-artist/validate/${token}`).expect(200)).body.previousSubmissions as number;

describe("an invited or returning artist's link and their draft", () => {
  it("an invitation link opens the invited artist's draft, pre-filled, and the same draft again on the next visit", async () => {
    const invite = anInvitation('Kit', 'Harbour', { artistName: 'Kite Harbour', email: 'kite@example.com', invitationReason: 'Demo' });
    await request(app().http)
      .post('/api/artist-invitations/create')
      .set({ Authorization: `Bearer ${TEST_STAFF_TOKEN}` })
      .send(invite)
      .expect(200);
    const [mail] = await app().infrastructure.mailOutbox.list({ to: 'kite@example.com', category: 'invitation' });
    const token = /\/i\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
    const first = await request(app().http).post('/api/drafts').send({ invitationToken: token }).expect(200);
    expect(first.body.data).toMatchObject({
      origin: 'invitation',
      answers: { email: 'kite@example.com', artistName: 'Kite Harbour', firstName: 'Kit', surname: 'Harbour' },
    });
    const again = await request(app().http).post('/api/drafts').send({ invitationToken: token }).expect(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    await request(app().http).post('/api/drafts').send({ invitationToken: 'not-a-real-invitation-token-0000' }).expect(404);
  });

  it('opens their draft pre-filled, and the page counts every submission, the one just sent included', async () => {
    const artist = await createArtist(app(), { artistName: 'Luna Vale' });
    const cookie = await signInArtist(app(), artist);
    await request(app().http).put('/api/profile').set(asBrowser(cookie)).send({ country: 'Iceland', city: 'Reykjavík' }).expect(200);
    const token = app().infrastructure.tokens.generate();
    await app().infrastructure.invitations.createReturningLink({
      artistId: artist.id,
      tokenHash: app().infrastructure.tokens.digest(token),
      expiresAt: new Date(app().clock.now().getTime() + 86_400_000),
    });
    expect(await previousSubmissions(token)).toBe(0);
    await sendNewDraft(app(), cookie, { email: artist.email, releaseTitle: 'First Thaw' });
    expect(await previousSubmissions(token)).toBe(1);

    const opened = await request(app().http).post('/api/drafts').send({ returningToken: token }).expect(200);
    expect(opened.body.data).toMatchObject({
      origin: 'returning',
      answers: { email: artist.email, artistName: 'Luna Vale', country: 'Iceland', city: 'Reykjavík' },
    });
    const draft = { id: opened.body.data.id as string, token: opened.body.resumeToken as string, formSession: opened.body.formSession };
    const fileId = await uploadTestAudio(app().http, draft.formSession as string);
    const form = { ...aSubmission().formData, email: artist.email, releaseTitle: 'Second Thaw' };
    await request(app().http)
      .put(`/api/drafts/${draft.id}`)
      .set('X-Draft-Token', draft.token)
      .send({
        baseRevision: opened.body.data.revision,
        answers: { ...form, tracks: [{ ...form.tracks[0], fileId }] },
        wizard: { step: 3, extras: {} },
      })
      .expect(200);
    app().clock.advance(45_000);
    const sent = await submitDraft(app().http, draft, draft.formSession).expect(200);
    expect(await previousSubmissions(token)).toBe(2);
    const [row] = await app().database.query<{ artist_id: string }>('SELECT artist_id FROM submissions WHERE id = $1', [
      sent.body.data.submissionId,
    ]);
    expect(row.artist_id).toBe(artist.id);
  });
});
