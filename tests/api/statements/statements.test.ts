import { STATEMENT_MESSAGES } from '../../../domain/statements';
import request from 'supertest';
import { artistPayee } from '../../../domain/statements';
import { asBrowser, createArtist, signInArtist } from '../../support/identity-fixtures';
import { seedCatalogueRelease } from '../../support/statements/catalogue.seed';
import { dsrfLines } from '../../support/statements/report-files';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { useTestApp } from '../../support/use-test-app';

const app = useTestApp();
const staff = () => request(app().http);

describe('statements over HTTP', () => {
  it('staff import, close and export; an artist reads only their own statement (another artist\u2019s is 404)', async () => {
    const nova = await createArtist(app(), { artistName: 'Nova Lane' });
    const kai = await createArtist(app(), { artistName: 'Kai Moss' });
    await seedCatalogueRelease(app().database, {
      artistId: nova.id,
      artistEmail: 'x',
      artistName: 'Nova Lane',
      title: 'Tide',
      upc: '012399000017',
      tracks: [{ title: 'Tide', isrc: 'GBA1B3900001' }],
    });
    const euro = await staff()
      .post('/api/staff/statements/periods')
      .set(STAFF_AUTHORIZATION)
      .send({ name: 'Bad currency', baseCurrency: 'euro' })
      .expect(400);
    expect(euro.body.error).toBe(STATEMENT_MESSAGES.badCurrency('euro'));
    const created = await staff()
      .post('/api/staff/statements/periods')
      .set(STAFF_AUTHORIZATION)
      .send({ name: `HTTP ${Date.now()}`, baseCurrency: 'EUR' })
      .expect(201);
    const periodId: string = created.body.id;
    const report = [
      ...dsrfLines({
        store: 'Streamy',
        month: '2030-03',
        summaries: [{ id: 'S1', territory: 'GB', currency: 'EUR', revenue: '9.99', usages: 2 }],
        sales: [{ summaryId: 'S1', isrc: 'GBA1B3900001', upc: '', title: 'Tide', artist: 'Nova Lane', streams: 2 }],
      }),
    ].join('\n');
    const imported = await staff()
      .post(`/api/staff/statements/periods/${periodId}/reports?fileName=streamy.tsv`)
      .set(STAFF_AUTHORIZATION)
      .set('Content-Type', 'text/tab-separated-values')
      .send(report)
      .expect(201);
    expect(imported.body).toMatchObject({ lineCount: 1, unmatchedCount: 0, totals: [{ currency: 'EUR', amount: '9.99' }] });
    await staff()
      .post(`/api/staff/statements/periods/${periodId}/reports?fileName=again.tsv`)
      .set(STAFF_AUTHORIZATION)
      .set('Content-Type', 'text/plain')
      .send(report)
      .expect(409);
    await staff().post(`/api/staff/statements/periods/${periodId}/close`).set(STAFF_AUTHORIZATION).expect(200);

    const novaCookie = asBrowser(await signInArtist(app(), nova));
    const mine = await staff().get('/api/profile/statements').set(novaCookie).expect(200);
    expect(mine.body.periods).toEqual([expect.objectContaining({ id: periodId })]);
    const own = await staff()
      .get(`/api/statements/${periodId}/${artistPayee(nova.id)}`)
      .set(novaCookie)
      .expect(200);
    expect(own.body.totals).toEqual([expect.objectContaining({ currency: 'EUR', earned: '4.99', payable: '4.99' })]);
    await staff()
      .get(`/api/statements/${periodId}/${artistPayee(kai.id)}`)
      .set(novaCookie)
      .expect(404);
    await staff().post(`/api/staff/statements/periods/${periodId}/reopen`).set(novaCookie).send({ reason: 'x' }).expect(403);
    const pdf = await staff()
      .get(`/api/statements/${periodId}/${artistPayee(nova.id)}/statement.pdf`)
      .set(novaCookie)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const payout = await staff().get(`/api/staff/statements/periods/${periodId}/payout.csv`).set(STAFF_AUTHORIZATION).expect(200);
    expect(payout.text).toContain(`${artistPayee(nova.id)},Nova Lane,EUR,4.99`);
    const totals = await staff().get(`/api/staff/statements/periods/${periodId}/totals`).set(STAFF_AUTHORIZATION).expect(200);
    expect(totals.body.reports).toEqual([
      {
        fileName: 'streamy.tsv',
        store: 'Streamy',
        reported: [{ currency: 'EUR', amount: '9.99' }],
        allocated: [{ currency: 'EUR', amount: '9.99' }],
      },
    ]);
  });
});
