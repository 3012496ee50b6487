import request from 'supertest';
import {
  FINISH_LATER_MESSAGES,
  FINISH_LATER_RECIPIENTS_OVERALL as OVERALL,
  FINISH_LATER_RECIPIENTS_PER_CLIENT as PER_CLIENT,
} from '../../../domain/drafts';
import { usePublicFlowApp } from '../public-flow/public-flow-app';

// One client opening many drafts, each with its own step-1 address, must not make the mailer reach many people;
// nor many clients together. Clients are told apart by X-Forwarded-For, as behind the label's proxy.
const app = usePublicFlowApp({ TRUST_PROXY_HOPS: '1', RATE_LIMIT_TOKEN_CHECKS: '1000', RATE_LIMIT_FORM_SESSIONS: '1000' });
let run = 0;

beforeEach(() => {
  run += 1;
  app().clock.advance(2 * 3_600_000); // a fresh hour for each test
});

interface Draft {
  id: string;
  token: string;
  ip: string;
  email: string;
}

async function openDraft(ip: string, email: string): Promise<Draft> {
  const opened = await request(app().http).post('/api/drafts').set('X-Forwarded-For', ip).send({}).expect(200);
  const draft = { id: opened.body.data.id as string, token: opened.body.resumeToken as string, ip, email };
  await request(app().http)
    .put(`/api/drafts/${draft.id}`)
    .set({ 'X-Forwarded-For': ip, 'X-Draft-Token': draft.token })
    .send({ baseRevision: opened.body.data.revision, answers: { email }, wizard: { step: 1, extras: {} } })
    .expect(200);
  return draft;
}

const finishLater = (draft: Draft) =>
  request(app().http)
    .post(`/api/drafts/${draft.id}/finish-later`)
    .set({ 'X-Forwarded-For': draft.ip, 'X-Draft-Token': draft.token })
    .send({});

async function mailedTo(addresses: readonly string[]): Promise<string[]> {
  const rows = await app().database.query<{ to_address: string }>(
    "SELECT to_address FROM mail_outbox WHERE category = 'draft-resume' AND to_address = ANY($1)",
    [addresses],
  );
  return rows.map((row) => row.to_address).sort();
}

async function draftsFrom(ip: string, count: number): Promise<Draft[]> {
  const drafts: Draft[] = [];
  for (let i = 0; i < count; i += 1) drafts.push(await openDraft(ip, `r${run}-${ip}-${i}@example.net`));
  return drafts;
}

describe("'finish later': distinct recipients per hour", () => {
  it('57 addresses from one client in ten minutes: only the per-client cap is mailed, the rest 429 with Retry-After', async () => {
    const drafts = await draftsFrom('203.0.113.7', 57);
    const answers: request.Response[] = [];
    for (const draft of drafts) {
      answers.push(await finishLater(draft));
      app().clock.advance(10_000);
    }
    expect(answers.map((a) => a.status)).toEqual([...Array(PER_CLIENT.limit).fill(200), ...Array(57 - PER_CLIENT.limit).fill(429)]);
    const refused = answers[PER_CLIENT.limit];
    expect(refused.body.error).toBe(FINISH_LATER_MESSAGES.tooManyRecipientsFromClient);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PER_CLIENT.windowMinutes * 60);
    expect(await mailedTo(drafts.map((d) => d.email))).toEqual(
      drafts
        .slice(0, PER_CLIENT.limit)
        .map((d) => d.email)
        .sort(),
    );

    // An address already mailed this hour takes no new place: its draft may be sent again.
    await finishLater(drafts[0]).expect(200);
    // The place frees an hour after the first mail.
    app().clock.advance(PER_CLIENT.windowMinutes * 60_000);
    await finishLater(drafts[PER_CLIENT.limit]).expect(200);
  });

  it("a second client is not stopped by the first one's cap", async () => {
    const first = await draftsFrom('198.51.100.1', PER_CLIENT.limit + 1);
    for (const draft of first.slice(0, PER_CLIENT.limit)) await finishLater(draft).expect(200);
    await finishLater(first[PER_CLIENT.limit]).expect(429);
    const [second] = await draftsFrom('198.51.100.2', 1);
    await finishLater(second).expect(200);
    expect(await mailedTo([second.email])).toEqual([second.email]);
  });

  it('the overall cap stops many clients, each under its own cap', async () => {
    const clients = Math.ceil(OVERALL.limit / PER_CLIENT.limit);
    for (let c = 0; c < clients; c += 1) {
      for (const draft of await draftsFrom(`192.0.2.${c + 1}`, PER_CLIENT.limit)) await finishLater(draft).expect(200);
    }
    const [late] = await draftsFrom('192.0.2.200', 1);
    const refused = await finishLater(late).expect(429);
    expect(refused.body.error).toBe(FINISH_LATER_MESSAGES.tooManyRecipientsOverall);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailedTo([late.email])).toEqual([]);
  });

  it('parallel requests never pass either cap', async () => {
    const mine = await draftsFrom('203.0.113.50', 3 * PER_CLIENT.limit);
    const alone = await Promise.all(mine.map((draft) => finishLater(draft)));
    expect(alone.filter((a) => a.status === 200)).toHaveLength(PER_CLIENT.limit);
    expect(alone.filter((a) => a.status === 429)).toHaveLength(2 * PER_CLIENT.limit);
    expect(await mailedTo(mine.map((d) => d.email))).toHaveLength(PER_CLIENT.limit);

    app().clock.advance(2 * 3_600_000);
    const clients = Math.ceil(OVERALL.limit / PER_CLIENT.limit) + 2;
    const many: Draft[] = [];
    for (let c = 0; c < clients; c += 1) many.push(...(await draftsFrom(`100.64.0.${c + 1}`, PER_CLIENT.limit)));
    const together = await Promise.all(many.map((draft) => finishLater(draft)));
    expect(together.filter((a) => a.status === 200)).toHaveLength(OVERALL.limit);
    expect(await mailedTo(many.map((d) => d.email))).toHaveLength(OVERALL.limit);
  });
});
