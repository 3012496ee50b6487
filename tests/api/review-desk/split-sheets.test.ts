import { Writable } from 'node:stream';
import { inflateSync } from 'node:zlib';
import request from 'supertest';
import { RemindCollaboratorsUseCase } from '../../../application/use-cases/split-sheets/remind-collaborators.use-case';
import { SPLIT_SHEET_MESSAGES } from '../../../domain/split-sheets';
import { asBrowser, createStaff, signInStaff } from '../../support/identity-fixtures';
import { withBinaryBody } from '../../support/binary-response';
import { outboxMailsTo } from '../../support/mail-outbox';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { UNTHROTTLED_SUBMISSIONS, usePublicFlowApp } from '../public-flow/public-flow-app';
import { submittedByArtist } from '../public-flow/submitted-by-artist';

// The default builder's track: master Cleo North (as producer) 50 / Fay Lake 50; songwriting Dan West 60 / Eve (no address).
// Every line the server logs, at the most talkative level, to prove no link token reaches the log.
const serverLog: string[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    serverLog.push(chunk.toString('utf8'));
    done();
  },
});
const app = usePublicFlowApp({ ...UNTHROTTLED_SUBMISSIONS, SPLIT_CONSENT: 'block', LOG_LEVEL: 'trace' }, { logDestination: logSink });
let staffCookie: string;
const DAY = 86_400_000;
beforeAll(async () => {
  staffCookie = await signInStaff(app(), await createStaff(app()));
});

const drain = () => app().infrastructure.jobs.worker.drain();
const http = () => request(app().http);
const tokenOf = async (email: string) => {
  const mails = (await outboxMailsTo(app(), email)).filter((m) => m.category === 'split-sheet-request');
  return { count: mails.length, token: /\/splits\/([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')?.[1] ?? '' };
};

/** The splits the desk queue shows on the release's row. */
const deskSplits = async (id: string) => {
  const list = await http().get('/api/review-desk/submissions').query({ limit: 100 }).set(STAFF_AUTHORIZATION).expect(200);
  return list.body.submissions.find((row: { id: string }) => row.id === id)?.splits as string | undefined;
};

describe('split sheets through the API', () => {
  it('asks each collaborator once, answers once under a race, refuses bad links plainly, and holds approval under block', async () => {
    const { id } = await submittedByArtist(app());
    await drain();
    const [cleo, fay, dan] = await Promise.all(['cleo@example.com', 'fay@example.com', 'dan@example.com'].map(tokenOf));
    expect([cleo.count, fay.count, dan.count]).toEqual([1, 1, 1]);
    expect(await deskSplits(id)).toBe('3 waiting');

    const page = await http().get(`/api/split-sheets/${dan.token}`).expect(200);
    expect(page.body).toMatchObject({ person: { name: 'Dan West' }, state: 'open', signing: 'built-in' });
    expect(page.body.tracks[0].shares.filter((s: { mine: boolean }) => s.mine)).toEqual([expect.objectContaining({ percentage: 60 })]);
    expect(page.body.tracks[0].audioSha256).toMatch(/^[0-9a-f]{64}$/);
    // The built-in signer is the default: no provider's signer to open.
    const noProvider = await http().post(`/api/split-sheets/${dan.token}/sign-url`).send({ documentSha256: page.body.documentSha256 });
    expect([noProvider.status, noProvider.body.error]).toEqual([404, SPLIT_SHEET_MESSAGES.signHere]);

    expect((await http().get('/api/split-sheets/forged-token-AAAAAAAAAAAAAAAA').expect(404)).body.error).toBe(
      SPLIT_SHEET_MESSAGES.linkInvalid,
    );
    await http().get('/api/split-sheets/x').expect(404);

    const agree = (token: string, fullName: string, documentSha256: string) =>
      http().post(`/api/split-sheets/${token}/agree`).send({ fullName, consent: true, documentSha256 });
    const [agreed, declined] = await Promise.all([
      agree(dan.token, 'Dan West', page.body.documentSha256),
      http().post(`/api/split-sheets/${dan.token}/decline`).send({ reason: 'My share is 70' }),
    ]);
    expect([agreed.status, declined.status].sort()).toEqual([200, 409]);
    expect((await http().get(`/api/split-sheets/${dan.token}`).expect(200)).body.state).not.toBe('open');
    // An already-used link reads the sheet but answers no more: a plain 409, on either action.
    const usedAgain = await http().post(`/api/split-sheets/${dan.token}/decline`).send({ reason: 'Changed my mind' }).expect(409);
    expect(usedAgain.body.error).toBe(SPLIT_SHEET_MESSAGES.alreadyAnswered);
    await agree(dan.token, 'Dan West', page.body.documentSha256).expect(409);
    await http()
      .post('/api/split-sheets/forged-token-AAAAAAAAAAAAAAAA/agree')
      .send({ fullName: 'X', consent: true, documentSha256: 'a'.repeat(64) })
      .expect(404);

    const fayPage = await http().get(`/api/split-sheets/${fay.token}`).expect(200);
    expect((await agree(fay.token, 'Someone Else', fayPage.body.documentSha256).expect(400)).body.error).toBe(
      SPLIT_SHEET_MESSAGES.nameMismatch,
    );
    await agree(fay.token, 'fay  lake', fayPage.body.documentSha256).expect(200);

    const approve = () => http().post(`/api/review-desk/submissions/${id}/status`).set(asBrowser(staffCookie)).send({ status: 'Approved' });
    const refused = await approve().expect(409);
    expect(refused.body.error).toContain('Cleo North');

    const desk = await http().get(`/api/review-desk/submissions/${id}/split-sheets`).set(asBrowser(staffCookie)).expect(200);
    const cleoConsent = desk.body.consents.find((c: { email: string }) => c.email === 'cleo@example.com');
    expect(cleoConsent.state).toBe('asked');
    await http()
      .post(`/api/review-desk/submissions/${id}/split-sheets/${cleoConsent.consentId}/agreed-offline`)
      .set(asBrowser(staffCookie))
      .send({ note: 'Agreed by phone' })
      .expect(200);
    if (desk.body.consents.some((c: { email: string; state: string }) => c.email === 'dan@example.com' && c.state === 'declined')) {
      const danConsent = desk.body.consents.find((c: { email: string }) => c.email === 'dan@example.com');
      await http()
        .post(`/api/review-desk/submissions/${id}/split-sheets/${danConsent.consentId}/agreed-offline`)
        .set(asBrowser(staffCookie))
        .send({ note: 'Settled at 60 by mail' })
        .expect(200);
    }
    await approve().expect(200);
    const after = await http().get(`/api/review-desk/submissions/${id}/split-sheets`).set(asBrowser(staffCookie)).expect(200);
    expect(after.body.summary).toBe('all agreed');
    expect(await deskSplits(id)).toBe('all agreed');
    await drain();
    const boardItemId = (await app().infrastructure.submissions.find(id))?.boardItemId ?? '';
    expect((await app().infrastructure.board.getItem(boardItemId))?.columnValues.splits).toBe('all agreed');

    const pdf = await withBinaryBody(http().get(`/api/split-sheets/${fay.token}/pdf`)).expect(200);
    const text = pdfText(pdf.body as Buffer);
    expect(text).toMatch(/ISRC: [A-Z]{2}[A-Z0-9]{3}\d{7}/);
    expect(text).toContain(`Audio SHA-256: ${page.body.tracks[0].audioSha256}`);
    expect(text).toContain('Signed electronically by: fay lake');
    await remindersAndExpiry(id, cleo.token);
    await expectNoLinkTokenLogged(['cleo@example.com', 'fay@example.com', 'dan@example.com']);
  });
});

/** Reminders at 3 and 7 days (each mailed once, even run twice at once), then expiry at 30: the link answers 410. */
async function remindersAndExpiry(id: string, agreedToken: string) {
  const { database } = app();
  await database.query(
    "UPDATE split_consents SET state = 'asked', answered_at = NULL WHERE submission_id = $1 AND email = 'fay@example.com'",
    [id],
  );
  const remindersTo = async () => (await outboxMailsTo(app(), 'fay@example.com')).filter((m) => m.subject.startsWith('Reminder:')).length;
  app().clock.advance(3 * DAY + 60_000);
  const remind = app().app.get(RemindCollaboratorsUseCase);
  const key = { submissionId: id, email: 'fay@example.com', round: 1, ordinal: 1 };
  expect((await Promise.all([remind.remind(key), remind.remind(key)])).sort()).toEqual([false, true]);
  await drain();
  expect(await remindersTo()).toBe(1);
  app().clock.advance(4 * DAY);
  await drain();
  expect(await remindersTo()).toBe(2);
  app().clock.advance(23 * DAY);
  await drain();
  expect(
    (
      await http()
        .get(`/api/split-sheets/${(await tokenOf('fay@example.com')).token}`)
        .expect(410)
    ).body.error,
  ).toBe(SPLIT_SHEET_MESSAGES.linkExpired);
  const expiredToken = (await tokenOf('fay@example.com')).token;
  expect((await http().post(`/api/split-sheets/${expiredToken}/decline`).send({ reason: 'Too late?' }).expect(410)).body.error).toBe(
    SPLIT_SHEET_MESSAGES.linkExpired,
  );
  await http().get(`/api/split-sheets/${agreedToken}`).expect(200);
}

/** Every link token mailed to these people (requests, reminders, a new version's link) is absent from the log. */
async function expectNoLinkTokenLogged(emails: string[]) {
  const mails = (await Promise.all(emails.map((email) => outboxMailsTo(app(), email)))).flat();
  const tokens = [...new Set(mails.flatMap((m) => [...m.text.matchAll(/\/splits\/([A-Za-z0-9_-]{16,})/g)].map((match) => match[1])))];
  expect(tokens.length).toBeGreaterThanOrEqual(3);
  const log = serverLog.join('');
  // The log did record the link requests (so an empty log cannot pass), with the token redacted.
  expect(log).toContain('"url":"/api/split-sheets/[redacted]');
  for (const token of tokens) expect(log).not.toContain(token);
}

/** The text pdf-lib drew: its content streams inflated, each hex string (one drawn line) decoded. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) lines.push(Buffer.from(hex[1], 'hex').toString('latin1'));
  }
  return lines.join('\n');
}
