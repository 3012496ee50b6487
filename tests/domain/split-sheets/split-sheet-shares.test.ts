import { emptyTrackCredits, type TrackCredits } from '../../../domain/credits';
import { buildSplitSheet, sheetPeople, type SplitSheet } from '../../../domain/split-sheets';

const owner = { name: 'Nova Lane', email: ' Nova@Example.com ' };
const credits = (over: Partial<TrackCredits>): TrackCredits => ({ ...emptyTrackCredits(new Date(Date.UTC(2030, 0, 1))), ...over });
const sheetOf = (c: TrackCredits): SplitSheet =>
  buildSplitSheet(
    { clientId: 't1', title: 'Tide', isrc: 'GBA1B3000001', credits: c },
    { position: 2, version: 3, audioSha256: null },
    owner,
  );

describe('split sheet shares', () => {
  it('gives the owner the whole master, and no songwriting share unless the owner wrote the track alone', () => {
    const notWritten = sheetOf(credits({}));
    expect(notWritten).toMatchObject({ trackKey: 't1', position: 2, version: 3, title: 'Tide', isrc: 'GBA1B3000001', audioSha256: null });
    expect(notWritten.shares).toEqual([
      { kind: 'master', name: 'Nova Lane', email: 'nova@example.com', role: 'Master owner', percentage: 100 },
    ]);
    expect(sheetOf(credits({ selfWritten: true })).shares[1]).toEqual({
      kind: 'songwriting',
      name: 'Nova Lane',
      email: 'nova@example.com',
      role: 'Songwriter',
      percentage: 100,
    });
  });

  it('keeps the owner on the whole master when a master split is declared but lists nobody', () => {
    expect(sheetOf(credits({ hasMasterSplit: true, masterSplits: [] })).shares).toEqual([
      { kind: 'master', name: 'Nova Lane', email: 'nova@example.com', role: 'Master owner', percentage: 100 },
    ]);
  });

  it("names a master share after the credited person it points at, else after the split's own name; no percentage is 0", () => {
    const c = credits({
      featuredArtists: [{ id: 'f1', firstName: 'Ada', surname: 'Feat', email: 'ADA@example.com', roles: [] }],
      producers: [{ id: 'p1', firstName: ' Bo ', surname: '  Prod', email: 'bo@example.com' }],
      hasMasterSplit: true,
      masterSplits: [
        { id: 'm1', contributorId: 'f1', email: 'ignored@example.com', percentage: 50 },
        { id: 'm2', contributorId: 'p1', percentage: 30 },
        { id: 'm3', contributorId: 'gone', firstName: 'Cy', lastName: 'Own', email: 'Cy@Example.com', percentage: null },
        { id: 'm4', firstName: 'Di', percentage: 20 },
      ],
    });
    expect(sheetOf(c).shares.map(({ name, email, percentage }) => ({ name, email, percentage }))).toEqual([
      { name: 'Ada Feat', email: 'ada@example.com', percentage: 50 },
      { name: 'Bo Prod', email: 'bo@example.com', percentage: 30 },
      { name: 'Cy Own', email: 'cy@example.com', percentage: 0 },
      { name: 'Di', email: '', percentage: 20 },
    ]);
  });

  it('lists each person with an address once, under the first name given, leaving out shares without one', () => {
    const c = credits({
      hasMasterSplit: true,
      masterSplits: [
        { id: 'm1', firstName: 'Ada', lastName: 'One', email: 'ada@example.com', percentage: 60 },
        { id: 'm2', firstName: 'Nameless', percentage: 40 },
      ],
      songwriters: [{ id: 'w1', firstName: 'Ada', lastName: 'Other', email: 'ADA@example.com', percentage: 100 }],
    });
    expect(sheetPeople(sheetOf(c))).toEqual([{ email: 'ada@example.com', name: 'Ada One' }]);
  });
});
