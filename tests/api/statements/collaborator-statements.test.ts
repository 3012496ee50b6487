import request from 'supertest';
import { collaboratorPayee, STATEMENT_MESSAGES } from '../../../domain/statements';
import { dsrfLines } from '../../support/statements/report-files';
import { agreeSplitSheet, seedReleaseWithSplitSheets } from '../../support/statements/split-sheet.seed';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import { useTestApp } from '../../support/use-test-app';

const app = useTestApp();
const http = () => request(app().http);

describe("a collaborator's statement over HTTP, through their split-sheet link", () => {
  it('reads only their own statement of a closed period by the same token; a wrong token or an open period is 404', async () => {
    const stamp = String(Date.now()).slice(-5);
    const { release, repo, tokenOf } = await seedReleaseWithSplitSheets(app().database, {
      artistEmail: `nova-${stamp}@example.com`,
      artistName: 'Nova Lane',
      title: 'Tide',
      upc: `0123980${stamp}`,
      tracks: [
        { title: 'Tide', isrc: `GBA1B38${stamp}`, masterSplit: [{ email: 'ana@example.com', name: 'Ana Ruiz', percentage: 50 }] },
        { title: 'Undertow', isrc: `GBA1B37${stamp}`, masterSplit: [{ email: 'ben@example.com', name: 'Ben Okafor', percentage: 40 }] },
      ],
    });
    await agreeSplitSheet(repo, release.submissionId, 'ana@example.com');
    const created = await http()
      .post('/api/staff/statements/periods')
      .set(STAFF_AUTHORIZATION)
      .send({ name: `Collaborators ${stamp}`, baseCurrency: 'EUR' })
      .expect(201);
    const periodId: string = created.body.id;
    const sales = [`GBA1B38${stamp}`, `GBA1B37${stamp}`].map((isrc, at) => ({
      summaryId: 'S1',
      isrc,
      upc: '',
      title: 'T',
      artist: 'Nova Lane',
      streams: at + 1,
    }));
    const report = [
      ...dsrfLines({
        store: 'Streamy',
        month: '2030-04',
        summaries: [{ id: 'S1', territory: 'GB', currency: 'EUR', revenue: '12.00', usages: 3 }],
        sales,
      }),
    ].join('\n');
    await http()
      .post(`/api/staff/statements/periods/${periodId}/reports?fileName=collab-${stamp}.tsv`)
      .set(STAFF_AUTHORIZATION)
      .set('Content-Type', 'text/tab-separated-values')
      .send(report)
      .expect(201);
    const ana = `/api/split-sheets/${tokenOf('ana@example.com')}`;
    // Before the close the period is nobody's statement yet: the link lists nothing and reads a plain 404.
    expect((await http().get(`${ana}/statements`).expect(200)).body.periods).toEqual([]);
    await http().get(`${ana}/statements/${periodId}`).expect(404);
    await http().post(`/api/staff/statements/periods/${periodId}/close`).set(STAFF_AUTHORIZATION).expect(200);

    await http().get(ana).expect(200); // the very link of the split-sheet page
    const listed = await http().get(`${ana}/statements`).expect(200);
    expect(listed.body).toEqual({
      success: true,
      payee: collaboratorPayee('ana@example.com'),
      periods: [{ id: periodId, name: `Collaborators ${stamp}` }],
    });
    const statement = await http().get(`${ana}/statements/${periodId}`).expect(200);
    // 12.00 split by streams 1:2 → Tide 4.00; the artist's half 2.00, Ana's half of it 1.00. Nothing of Ben's or Nova's.
    expect(statement.body).toMatchObject({ payee: collaboratorPayee('ana@example.com'), name: 'Ana Ruiz' });
    expect(statement.body.totals).toEqual([
      expect.objectContaining({ currency: 'EUR', earned: '1.00', payable: '1.00', heldInEscrow: '0.00' }),
    ]);
    expect(statement.body.breakdowns.track.map((l: { label: string }) => l.label)).toEqual(['Tide']);
    expect(JSON.stringify(statement.body)).not.toMatch(/Ben|Undertow|artist:/);
    const csv = await http().get(`${ana}/statements/${periodId}/statement.csv`).expect(200);
    expect([csv.headers['content-type'], csv.headers['cache-control']]).toEqual(['text/csv; charset=utf-8', 'private, no-store']);
    expect(csv.text).toContain('Tide');
    expect((await http().get(`${ana}/statements/${periodId}/statement.pdf`).expect(200)).headers['content-type']).toBe('application/pdf');

    // Ben has not agreed: his statement shows his share held in escrow (Undertow 8.00 → 4.00 → 1.60), paid nothing yet.
    const ben = await http()
      .get(`/api/split-sheets/${tokenOf('ben@example.com')}/statements/${periodId}`)
      .expect(200);
    expect(ben.body.totals).toEqual([expect.objectContaining({ earned: '0.00', payable: '0.00', heldInEscrow: '1.60' })]);

    for (const wrong of ['not-a-token', 'x'.repeat(40), `${tokenOf('ana@example.com').slice(0, -1)}y`]) {
      const refused = await http().get(`/api/split-sheets/${wrong}/statements/${periodId}`).expect(404);
      expect(refused.body.error).toBe(STATEMENT_MESSAGES.notFound);
      await http().get(`/api/split-sheets/${wrong}/statements`).expect(404);
    }
    await http().get(`${ana}/statements/00000000-0000-4000-8000-000000000000`).expect(404);
  });
});
