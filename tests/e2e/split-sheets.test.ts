import request from 'supertest';
import type { ParsedMail } from 'mailparser';
import { ManualClock } from '../fakes/manual.clock';
import { aSubmission } from '../support/builders/submission.builder';
import { captureBothWidths, disableAnimations, launchBrowser } from '../support/browser';
import { eventually } from '../support/eventually';
import { LocalSmtpServer } from '../support/local-smtp-server';
import { STAFF_AUTHORIZATION } from '../support/test-config';
import type { RunningPortal } from '../support/web-server';
import { withUploadedAudio } from '../api/public-flow/test-audio';
import { createArtistAccount, startPortalForBrowser } from './portal-fixtures';
import { signInAsArtist, signInAsStaff } from './sign-in';

// Its own portal: mails go to a real SMTP server and approval waits for every split (SPLIT_CONSENT=block).
const smtp = new LocalSmtpServer();
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-09-01`;
// Today's date: the browser keeps the session cookies the portal dates by this clock.
const clock = new ManualClock(new Date());
let portal: RunningPortal;
beforeAll(async () => {
  await smtp.up();
  portal = await startPortalForBrowser(
    { MAIL_ADAPTER: 'smtp', SMTP_URL: smtp.url, SPLIT_CONSENT: 'block', RATE_LIMIT_SUBMISSIONS: '100' },
    { clock },
  );
});
afterAll(async () => {
  await portal?.close();
  await smtp.down();
});

const writer = (id: string, firstName: string, percentage: number) => ({
  id,
  firstName,
  lastName: 'Writer',
  email: `${firstName.toLowerCase()}@example.com`,
  percentage,
});
const soloCredits = (songwriters: ReturnType<typeof writer>[]) => ({
  featuredArtists: [],
  nonFeaturedArtists: [],
  producers: [],
  hasMasterSplit: false,
  masterSplits: [],
  songwriters,
});
const askedOf = (from: number, to: string) =>
  smtp.received.slice(from).filter((m: ParsedMail) => /split sheet for/.test(m.subject ?? '') && m.to && JSON.stringify(m.to).includes(to));
const counts = (from: number) => ['ada', 'bo', 'cy'].map((p) => askedOf(from, `${p}@example.com`).length).join(',');
const tokenIn = (mail: ParsedMail) => /\/splits\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1] ?? '';

it('an EP with three collaborators: one mail each, agree and decline, block names who is missing, a resubmission asks only whose share changed', async () => {
  const http = portal.app.getHttpServer();
  const artist = await createArtistAccount(portal, 'Nova Lane');
  const session = (await request(http).post('/api/form-sessions').expect(201)).body.formSession as string;
  clock.advance(45_000);
  const built = aSubmission({ tracks: 2, form: { releaseDate: NEXT_YEAR, fullReleaseDate: NEXT_YEAR } });
  const tracks = built.formData.tracks.map((t, i) => ({
    ...t,
    credits: { ...t.credits, ...soloCredits([writer(`a${i}`, 'Ada', 50), writer(`o${i}`, i === 0 ? 'Bo' : 'Cy', 50)]) },
  }));
  const body = await withUploadedAudio(http, { ...built, formData: { ...built.formData, tracks } }, session);
  const id = (
    await request(http)
      .post('/api/monday/create-item')
      .send({ ...body, formSession: session })
      .expect(200)
  ).body.data.submissionId as string;
  await portal.infrastructure.database.query('UPDATE submissions SET artist_id = $1 WHERE id = $2', [artist.id, id]);

  await eventually(async () => counts(0) === '1,1,1');
  const [ada, bo, cy] = ['ada', 'bo', 'cy'].map((p) => tokenIn(askedOf(0, `${p}@example.com`)[0]));

  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${portal.baseUrl}/splits/${ada}`);
  await disableAnimations(page);
  await captureBothWidths(page, 'split-sheet-collaborator', () => page.getByRole('heading', { name: 'Your split sheet' }).waitFor());
  await page.getByLabel('Your full name').fill('Ada Writer');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Agree and sign' }).click();
  await page.getByText('You agreed and signed').waitFor();
  await page.goto(`${portal.baseUrl}/splits/forged-AAAAAAAAAAAAAAAAAAAA`);
  await page.getByRole('heading', { name: 'Link not valid' }).waitFor();

  const sha = async (token: string) => (await request(http).get(`/api/split-sheets/${token}`).expect(200)).body.documentSha256 as string;
  await request(http)
    .post(`/api/split-sheets/${bo}/agree`)
    .send({ fullName: 'Bo Writer', consent: true, documentSha256: await sha(bo) })
    .expect(200);
  await request(http).post(`/api/split-sheets/${cy}/decline`).send({ reason: 'I wrote half the lyrics: 60/40' }).expect(200);

  const move = (status: string, note?: string) =>
    request(http).post(`/api/review-desk/submissions/${id}/status`).set(STAFF_AUTHORIZATION).send({ status, note });
  expect((await move('Approved').expect(409)).body.error).toMatch(/not yet agreed by Cy Writer\.$/);

  await signInAsStaff(portal, page, `/staff/review/${id}`);
  await disableAnimations(page);
  await page.getByText('I wrote half the lyrics: 60/40').waitFor();
  await captureBothWidths(page, 'split-sheet-desk-panel', () => page.getByRole('heading', { name: 'Split sheets' }).waitFor());

  await move('Changes Requested', 'Cy declined the split of track 2: please correct it.').expect(200);
  const artistPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInAsArtist(artistPage, portal.baseUrl, artist);
  await artistPage.goto(`${portal.baseUrl}/submission/${id}`);
  await disableAnimations(artistPage);
  await captureBothWidths(artistPage, 'split-sheet-artist-decline', () => artistPage.getByText('Cy Writer declined their share').waitFor());

  const cookie = (await artistPage.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const before = smtp.received.length;
  const changed = body.formData.tracks.map((t, i) =>
    i === 1 ? { ...t, credits: { ...t.credits, ...soloCredits([writer('a1', 'Ada', 40), writer('o1', 'Cy', 60)]) } } : t,
  );
  await request(http)
    .post(`/api/profile/submissions/${id}/resubmit`)
    .set({ Cookie: cookie, Origin: portal.baseUrl })
    .send({ itemName: body.itemName, additionalData: body.additionalData, formData: { ...body.formData, tracks: changed } })
    .expect((res) => expect([res.status, res.body.details ?? res.body.error]).toEqual([200, undefined]));
  await eventually(async () => counts(before) === '1,0,1');
  for (const [who, name] of [
    ['ada', 'Ada Writer'],
    ['cy', 'Cy Writer'],
  ]) {
    const token = tokenIn(askedOf(before, `${who}@example.com`)[0]);
    await request(http)
      .post(`/api/split-sheets/${token}/agree`)
      .send({ fullName: name, consent: true, documentSha256: await sha(token) })
      .expect(200);
  }
  await move('Approved').expect(200);
  await browser.close();
});
