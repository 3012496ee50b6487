import { DrizzleStaffCatalogueQueries } from '../../../../adapters/persistence/repositories/drizzle.staff-catalogue.queries';
import { CATALOGUE_STAGES } from '../../../../domain/label-catalogue';
import { seedRelease } from '../../../support/catalogue-releases';
import { describeOnTestDatabases } from '../../../support/test-database';
import { insertArtist } from './seed-rows';

describeOnTestDatabases('DrizzleStaffCatalogueQueries', (database) => {
  const queries = () => new DrizzleStaffCatalogueQueries(database().db);
  const ids: Record<'harbour' | 'ean' | 'pending', string> = { harbour: '', ean: '', pending: '' };

  beforeAll(async () => {
    const artistId = await insertArtist(database(), { artistCode: 'ART-SEARCH' });
    // As approval stores them: ISRCs without hyphens, the label's UPC-A as 12 digits.
    ids.harbour = await seedRelease(database(), {
      artistId,
      title: 'Harbour Lights',
      status: 'Approved',
      releaseDate: '2031-05-01',
      upc: '012345600017',
      tracks: [
        { title: 'Salt Wind', isrc: 'GBA1B2600001' },
        { title: 'Lantern', isrc: 'GBA1B2600002' },
      ],
    });
    // An artist's own EAN-13 (a UPC-A with its leading zero), kept as they typed it.
    ids.ean = await seedRelease(database(), {
      artistId,
      title: 'Second Tide',
      status: 'Live',
      releaseDate: '2031-06-01',
      upc: '0036000291452',
      tracks: [{ title: 'Ebb', isrc: 'USRC17607839' }],
    });
    ids.pending = await seedRelease(database(), {
      artistId,
      title: 'Salt Wind Demo',
      status: 'Pending',
      releaseDate: null,
      upc: null,
      tracks: [{ title: 'Lantern', isrc: null }],
    });
  });

  const found = async (search: string) =>
    (await queries().catalogue({ stages: CATALOGUE_STAGES, search, limit: 50 })).map((r) => r.id).filter((id) => id !== ids.pending);

  /** Runs each search in turn: one that finds other releases fails naming itself. */
  const expectEachFinds = async (searches: string[], releases: string[]) => {
    for (const search of searches) expect({ search, found: await found(search) }).toEqual({ search, found: releases });
  };

  it('finds a release by an ISRC as the desk shows it (hyphenated, any case) or as stored', async () => {
    await expectEachFinds(['GB-A1B-26-00002', 'gb-a1b-26-00001', 'GBA1B2600001', 'GB-A1B-26'], [ids.harbour]);
    await expectEachFinds([' US-RC1-76-07839 '], [ids.ean]);
  });

  it('finds a release by one of its track titles', async () => {
    expect(await found('lantern')).toEqual([ids.harbour]);
    expect(await found('Ebb')).toEqual([ids.ean]);
  });

  it('finds a UPC-A typed as 12 digits or as its 13-digit EAN, whichever way it is stored', async () => {
    await expectEachFinds(['012345600017', '0012345600017'], [ids.harbour]);
    await expectEachFinds(['0036000291452', '036000291452', '0 36000 29145 2'], [ids.ean]);
  });

  it('still finds by title, artist name and artist ID, and finds nothing for what no release holds', async () => {
    expect(await found('Harbour')).toEqual([ids.harbour]);
    expect(await found('art-search')).toEqual([ids.harbour, ids.ean]);
    expect(await found('GB-A1B-26-00009')).toEqual([]);
    expect(await found('50%')).toEqual([]);
  });
});
