import request from 'supertest';
import { FINISH_LATER_MESSAGES, FINISH_LATER_PER_DRAFT, FINISH_LATER_PER_RECIPIENT } from '../../../domain/drafts';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { usePublicFlowApp } from '../public-flow/public-flow-app';

// 'Finish later' must not turn the label's mailer into a way to mail strangers a text of the caller's choosing.
const app = usePublicFlowApp({ RATE_LIMIT_TOKEN_CHECKS: '1000', RATE_LIMIT_FORM_SESSIONS: '1000' });
const SCAM = 'Your account is suspended, call +44 20 7946 0000';

async function openDraft(answers: Record<string, unknown>, cookie?: string) {
  const opened = await request(app().http)
    .post('/api/drafts')
    .set(cookie ? asBrowser(cookie) : {})
    .send({})
    .expect(200);
  const draft = { id: opened.body.data.id as string, token: (opened.body.resumeToken as string | undefined) ?? '' };
  await request(app().http)
    .put(`/api/drafts/${draft.id}`)
    .set(cookie ? asBrowser(cookie) : { 'X-Draft-Token': draft.token })
    .send({ baseRevision: opened.body.data.revision, answers, wizard: { step: 1, extras: {} } })
    .expect(200);
  return draft;
}

const finishLater = (draft: { id: string; token: string }, body: Record<string, unknown> = {}, cookie?: string) =>
  request(app().http)
    .post(`/api/drafts/${draft.id}/finish-later`)
    .set(cookie ? asBrowser(cookie) : { 'X-Draft-Token': draft.token })
    .send(body);

async function mailsOf(category: string) {
  return app().database.query<{ to_address: string; subject: string; text_body: string }>(
    'SELECT to_address, subject, text_body FROM mail_outbox WHERE category = $1',
    [category],
  );
}

describe("'finish later' mails", () => {
  it('25 requests to 25 addresses from one draft: none to those addresses, at most the allowed few to the step-1 address', async () => {
    const before = (await mailsOf('draft-resume')).length;
    const draft = await openDraft({ email: 'owner@example.com', firstName: SCAM, artistName: SCAM, releaseTitle: SCAM });
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => finishLater(draft, { email: `victim${i}@example.net` })));
    expect(answers.map((a) => a.status)).toEqual(Array(25).fill(400));
    expect(answers[0].body.error).toBe(FINISH_LATER_MESSAGES.onlyOwnAddress);

    const own = await Promise.all(Array.from({ length: 25 }, () => finishLater(draft)));
    const sent = own.filter((a) => a.status === 200);
    expect(sent).toHaveLength(FINISH_LATER_PER_DRAFT.limit);
    const refused = own.filter((a) => a.status === 429);
    expect(refused).toHaveLength(25 - FINISH_LATER_PER_DRAFT.limit);
    expect(refused[0].body.error).toBe(FINISH_LATER_MESSAGES.tooMany);
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);

    const mails = (await mailsOf('draft-resume')).slice(before);
    expect(mails).toHaveLength(FINISH_LATER_PER_DRAFT.limit);
    for (const mail of mails) {
      expect(mail.to_address).toBe('owner@example.com');
      expect(mail.text_body.startsWith('Hello,\n')).toBe(true);
      expect(`${mail.subject}\n${mail.text_body}`).not.toContain('suspended');
    }
  });

  it('counts per recipient across drafts, and the same address in another case is the same recipient', async () => {
    for (let i = 0; i < FINISH_LATER_PER_RECIPIENT.limit; i += 1) {
      await finishLater(await openDraft({ email: 'target@example.org' })).expect(200);
    }
    const another = await openDraft({ email: 'Target@Example.org' });
    const refused = await finishLater(another).expect(429);
    expect(refused.body.error).toBe(FINISH_LATER_MESSAGES.tooMany);
  });

  it("mails a signed-in artist's own draft to the account's address when step 1 has no email", async () => {
    const artist = await createArtist(app());
    const cookie = await signInArtist(app(), artist);
    const draft = await openDraft({ email: '' }, cookie);
    const sent = await finishLater(draft, {}, cookie).expect(200);
    expect(sent.body.mailedTo).toBe(artist.email);
    await finishLater(draft, { email: 'someone-else@example.com' }, cookie).expect(400);
  });
});
