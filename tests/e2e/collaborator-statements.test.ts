import request from 'supertest';
import { captureBothWidths, disableAnimations } from '../support/browser';
import { seedCatalogueRelease } from '../support/statements/catalogue.seed';
import { dsrfLines } from '../support/statements/report-files';
import { agreeSplitSheet, seedReleaseWithSplitSheets } from '../support/statements/split-sheet.seed';
import { STAFF_AUTHORIZATION } from '../support/test-config';
import { createArtistAccount, usePortalAndBrowser } from './portal-fixtures';
import { signInAsArtist, signInAsStaff } from './sign-in';

const env = usePortalAndBrowser();

/** Opens a period in euros through the staff API, and returns its id. */
const openPeriod = async (name: string) =>
  (
    await request(env.portal.app.getHttpServer())
      .post('/api/staff/statements/periods')
      .set(STAFF_AUTHORIZATION)
      .send({ name, baseCurrency: 'EUR' })
      .expect(201)
  ).body.id as string;

it('a collaborator opens their statement from their split-sheet page; a wrong link says there is no statement', async () => {
  const db = env.portal.infrastructure.database;
  const http = env.portal.app.getHttpServer();
  const nova = { email: 'nova@example.com', name: 'Nova Lane', percentage: 50 };
  const { release, repo, tokenOf } = await seedReleaseWithSplitSheets(db, {
    artistEmail: nova.email,
    artistName: nova.name,
    title: 'Tide',
    upc: '012397000015',
    tracks: [
      { title: 'Tide', isrc: 'GBA1B3970001', masterSplit: [{ email: 'ana@example.com', name: 'Ana Ruiz', percentage: 50 }] },
      { title: 'Undertow', isrc: 'GBA1B3970002', masterSplit: [{ email: 'ana@example.com', name: 'Ana Ruiz', percentage: 30 }] },
    ],
  });
  const ana = { email: 'ana@example.com', name: 'Ana Ruiz' };
  await agreeSplitSheet(repo, release.submissionId, ana.email);
  const periodId = await openPeriod('2030 May');
  const sales = [
    { summaryId: 'GB', isrc: 'GBA1B3970001', upc: '', title: 'Tide', artist: nova.name, streams: 3 },
    { summaryId: 'GB', isrc: 'GBA1B3970002', upc: '', title: 'Undertow', artist: nova.name, streams: 1 },
    { summaryId: 'US', isrc: 'GBA1B3970001', upc: '', title: 'Tide', artist: nova.name, streams: 1 },
  ];
  const summaries = [
    { id: 'GB', territory: 'GB', currency: 'EUR', revenue: '48.00', usages: 4 },
    { id: 'US', territory: 'US', currency: 'EUR', revenue: '12.40', usages: 1 },
  ];
  const report = [...dsrfLines({ store: 'Streamy', month: '2030-05', summaries, sales })].join('\n');
  await request(http)
    .post(`/api/staff/statements/periods/${periodId}/reports?fileName=streamy-may.tsv`)
    .set(STAFF_AUTHORIZATION)
    .set('Content-Type', 'text/tab-separated-values')
    .send(report)
    .expect(201);
  await request(http).post(`/api/staff/statements/periods/${periodId}/close`).set(STAFF_AUTHORIZATION).expect(200);

  const page = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${env.portal.baseUrl}/splits/${tokenOf(ana.email)}`);
  await disableAnimations(page);
  await page.getByRole('link', { name: 'your statements' }).click();
  await page.getByRole('heading', { name: 'Your statements' }).waitFor();
  await page.getByText(/^Ana Ruiz, here is what your shares earned/).waitFor();
  expect(await page.getByRole('combobox', { name: 'Period' }).textContent()).toBe('2030 May');
  await page.getByRole('heading', { name: 'By track' }).waitFor();
  await captureBothWidths(page, 'collaborator-statement', () => page.getByRole('heading', { name: 'By month' }).waitFor());
  const text = await page.locator('main').innerText();
  expect(text).toContain('Tide');
  expect(text).not.toMatch(/Nova Lane|artist:/);

  await page.goto(`${env.portal.baseUrl}/splits/${'z'.repeat(30)}/statements`);
  await page.getByRole('heading', { name: 'No statement here' }).waitFor();
  await page.close();
});

it('staff open a period, enter its exchange rates, and read who closed the last one', async () => {
  const page = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAsStaff(env.portal, page, '/staff/statements');
  await disableAnimations(page);
  await page
    .getByRole('list', { name: 'Period timeline' })
    .getByText(/closed by/)
    .waitFor();
  const form = page.getByRole('form', { name: 'Open a period' });
  await form.getByLabel('Name').fill('2030 June');
  await form.getByLabel('Base currency').fill('euro');
  await form.getByRole('button', { name: 'Open' }).click();
  await form.getByText("'euro' is not a three-letter currency code").waitFor();
  await form.getByLabel('Base currency').fill('EUR');
  await form.getByRole('button', { name: 'Open' }).click();
  await page.getByRole('combobox', { name: 'Period' }).getByText('2030 June').waitFor();
  const rates = page.getByRole('region', { name: 'Exchange rates' });
  await rates.getByLabel('Currency').fill('USD');
  await rates.getByLabel('Rate in EUR').fill('0.92');
  await rates.getByRole('button', { name: 'Save rate' }).click();
  await rates.getByText('1 USD = 0.92 EUR').waitFor();
  await captureBothWidths(page, 'staff-statements-period', () => page.getByRole('heading', { name: 'Statements' }).waitFor());
  await page.close();
});

it('staff import a report with an unmatched line and close the period; the artist reads a balance below zero carried forward', async () => {
  const db = env.portal.infrastructure.database;
  const http = env.portal.app.getHttpServer();
  const artist = await createArtistAccount(env.portal, 'Mara Vale');
  await seedCatalogueRelease(db, {
    artistId: artist.id,
    artistEmail: 'mara@example.com',
    artistName: 'Mara Vale',
    title: 'Static',
    upc: '012396000016',
    tracks: [{ title: 'Static Bloom', isrc: 'GBA1B3960001' }],
  });
  const periodId = await openPeriod('2030 July');
  await request(http)
    .put(`/api/staff/statements/periods/${periodId}/rates/USD`)
    .set(STAFF_AUTHORIZATION)
    .send({ rate: '0.92' })
    .expect(200);
  // 36.00 EUR of streams, a line no ISRC matches ('Static Blom'), and a 20.00 USD fine on the track: at the default
  // 50 % Mara earns 18.00 EUR and -10.00 USD, which is carried to her next statement instead of being paid.
  const summaries = [
    { id: 'GB', territory: 'GB', currency: 'EUR', revenue: '40.00', usages: 10 },
    { id: 'US', territory: 'US', currency: 'USD', revenue: '-20.00', usages: 1 },
  ];
  const sale = { summaryId: 'GB', isrc: 'GBA1B3960001', upc: '', title: 'Static Bloom', artist: 'Mara Vale', streams: 9 };
  const sales = [sale, { ...sale, isrc: 'GBZZZ3969999', title: 'Static Blom', streams: 1 }, { ...sale, summaryId: 'US', streams: 1 }];
  const report = [...dsrfLines({ store: 'Streamy', month: '2030-07', summaries, sales })].join('\n');

  const page = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAsStaff(env.portal, page, '/staff/statements');
  await disableAnimations(page);
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: '2030 July' }).click();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'streamy-july.tsv', mimeType: 'text/tab-separated-values', buffer: Buffer.from(report) });
  await page.getByText('Imported 3 lines (1 unmatched).').waitFor();
  const unmatched = page.getByRole('table', { name: 'Unmatched lines' });
  await unmatched.getByText('Static Blom').waitFor();
  await captureBothWidths(page, 'statements-import-unmatched', () => unmatched.getByText('Static Blom').waitFor());

  await page.getByRole('button', { name: 'Close the period' }).click();
  await page.getByRole('heading', { name: '2030 July: totals' }).waitFor();
  const kinds = await page.getByRole('table', { name: 'Totals by kind' }).innerText();
  expect(kinds).toContain('Balances below zero advanced by the label');
  await captureBothWidths(page, 'statements-closed-period-totals', () =>
    page.getByRole('heading', { name: '2030 July: totals' }).waitFor(),
  );
  await page.close();

  const artistPage = await (await env.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAsArtist(artistPage, env.portal.baseUrl, artist);
  await artistPage.goto(`${env.portal.baseUrl}/dashboard?tab=2`);
  await disableAnimations(artistPage);
  await artistPage.getByRole('heading', { name: 'By month' }).waitFor();
  const main = await artistPage.locator('main').innerText();
  expect(main).toContain('18.00 EUR');
  expect(main).toContain('Carried to your next statement (this total was below zero, so nothing is paid now): -10.00 USD');
  await captureBothWidths(artistPage, 'artist-earnings', () => artistPage.getByRole('heading', { name: 'By month' }).waitFor());
  await artistPage.close();
});
