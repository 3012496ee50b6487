import request from 'supertest';
import { SPLIT_SHEET_MESSAGES } from '../../../domain/split-sheets';
import { ManualClock } from '../../fakes/manual.clock';
import { outboxMailsTo } from '../../support/mail-outbox';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { openTestDatabase, primaryEngine } from '../../support/test-database';
import { useStartedApp } from '../../support/use-test-app';
import { type PublicFlowApp, startPublicFlowApp, UNTHROTTLED_SUBMISSIONS } from '../public-flow/public-flow-app';
import { submittedByArtist } from '../public-flow/submitted-by-artist';

// Two instances of one portal need a database both can reach: PostgreSQL. PGlite lives inside one process, so
// without TEST_DATABASE_URL the same schedule runs on one instance, and the test's name says so.
const ON_POSTGRES = primaryEngine() === 'postgres';
const DAY = 86_400_000;
const PEOPLE = ['cleo@example.com', 'fay@example.com', 'dan@example.com'];

/** One database and one hand-moved clock; each instance has its own job worker, and both drain at once. */
const instances = useStartedApp(async () => {
  const database = await openTestDatabase();
  const clock = new ManualClock();
  const env = { ...UNTHROTTLED_SUBMISSIONS, SPLIT_CONSENT: 'block' };
  const apps: PublicFlowApp[] = [];
  try {
    for (let i = 0; i < (ON_POSTGRES ? 2 : 1); i += 1) apps.push(await startPublicFlowApp(env, { shared: { database, clock } }));
  } catch (error) {
    await Promise.all(apps.map((app) => app.close()));
    await database.close();
    throw error;
  }
  return {
    apps,
    clock,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      await database.close();
    },
  };
});

const first = () => instances().apps[0];
const last = () => instances().apps[instances().apps.length - 1];
const drainEverywhere = () => Promise.all(instances().apps.map((app) => app.infrastructure.jobs.worker.drain()));
/** The split-sheet mails one person has had: the first request and the reminders, with the link of each. */
async function splitMails(email: string) {
  const mails = (await outboxMailsTo(first(), email)).filter((m) => m.category.startsWith('split-sheet'));
  const reminders = mails.filter((m) => m.subject.startsWith('Reminder:'));
  const tokens = mails.map((m) => /\/splits\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1] ?? '');
  return { requests: mails.length - reminders.length, reminders: reminders.length, tokens };
}
const countsOf = async () => Promise.all(PEOPLE.map(async (email) => ({ email, ...(await splitMails(email)) })));

describe('split-sheet reminders and expiry on a manual clock', () => {
  it(`${ON_POSTGRES ? 'two instances sharing PostgreSQL' : 'one instance on PGlite (TEST_DATABASE_URL unset)'}: reminders at 3 and 7 days and expiry at 30, each mail sent once`, async () => {
    const { clock } = instances();
    const { id } = await submittedByArtist(first());
    await drainEverywhere();
    await drainEverywhere();
    const mailed = (want: number) => PEOPLE.map((email) => expect.objectContaining({ email, requests: 1, reminders: want }));
    expect(await countsOf()).toEqual(mailed(0));

    clock.advance(3 * DAY - 60_000);
    await drainEverywhere();
    expect(await countsOf()).toEqual(mailed(0));
    clock.advance(2 * 60_000);
    await drainEverywhere();
    await drainEverywhere();
    expect(await countsOf()).toEqual(mailed(1));

    // Dan agrees on the other instance through the reminder's link: he is reminded no more.
    const dan = await splitMails('dan@example.com');
    const danToken = dan.tokens[0];
    const page = await request(last().http).get(`/api/split-sheets/${danToken}`).expect(200);
    await request(last().http)
      .post(`/api/split-sheets/${danToken}/agree`)
      .send({ fullName: 'Dan West', consent: true, documentSha256: page.body.documentSha256 })
      .expect(200);

    clock.advance(4 * DAY);
    await drainEverywhere();
    await drainEverywhere();
    expect(await countsOf()).toEqual([
      expect.objectContaining({ email: 'cleo@example.com', requests: 1, reminders: 2 }),
      expect.objectContaining({ email: 'fay@example.com', requests: 1, reminders: 2 }),
      expect.objectContaining({ email: 'dan@example.com', requests: 1, reminders: 1 }),
    ]);

    clock.advance(23 * DAY - 2 * 60_000); // a minute before day 30
    await drainEverywhere();
    await request(first().http)
      .get(`/api/split-sheets/${(await splitMails('fay@example.com')).tokens[0]}`)
      .expect(200);
    clock.advance(2 * 60_000);
    await drainEverywhere();
    await drainEverywhere();
    for (const email of ['cleo@example.com', 'fay@example.com']) {
      for (const token of (await splitMails(email)).tokens) {
        const answer = await request(last().http).get(`/api/split-sheets/${token}`).expect(410);
        expect(answer.body.error).toBe(SPLIT_SHEET_MESSAGES.linkExpired);
      }
    }
    await request(first().http).get(`/api/split-sheets/${danToken}`).expect(200);
    const desk = await request(first().http).get(`/api/review-desk/submissions/${id}/split-sheets`).set(STAFF_AUTHORIZATION).expect(200);
    const states = Object.fromEntries(desk.body.consents.map((c: { email: string; state: string }) => [c.email, c.state]));
    expect(states).toEqual({ 'cleo@example.com': 'expired', 'fay@example.com': 'expired', 'dan@example.com': 'agreed' });
    // Expiry mails no one; nothing was sent twice across both instances.
    expect(await countsOf()).toEqual([
      expect.objectContaining({ email: 'cleo@example.com', requests: 1, reminders: 2 }),
      expect.objectContaining({ email: 'fay@example.com', requests: 1, reminders: 2 }),
      expect.objectContaining({ email: 'dan@example.com', requests: 1, reminders: 1 }),
    ]);
  });
});
