import { emptyTrackCredits, type TrackCredits } from '../../../domain/credits';
import {
  approvalCheck,
  buildSplitSheet,
  groupByPerson,
  peopleToAsk,
  reminderSchedule,
  sheetDocumentText,
  splitsColumn,
  DEFAULT_SPLIT_TIMING,
  type SplitSheet,
} from '../../../domain/split-sheets';
import { redactPrivateUrl } from '../../../domain/shared/private-url';

const owner = { name: 'Nova Lane', email: 'Nova@Example.com' };
const credits = (over: Partial<TrackCredits>): TrackCredits => ({ ...emptyTrackCredits(new Date(Date.UTC(2030, 0, 1))), ...over });
const writer = (id: string, firstName: string, email: string, percentage: number) => ({
  id,
  firstName,
  lastName: 'Writer',
  email,
  percentage,
});

function sheet(trackKey: string, c: TrackCredits, audio: string | null = 'aa', version = 1): SplitSheet {
  return buildSplitSheet(
    { clientId: trackKey, title: `Song ${trackKey}`, isrc: null, credits: c },
    { position: 0, version, audioSha256: audio },
    owner,
  );
}

const twoWriters = credits({
  songwriters: [writer('w1', 'Ada', 'ada@example.com', 50), writer('w2', 'Bo', 'BO@example.com', 50)],
  hasMasterSplit: true,
  masterSplits: [
    { id: 'm1', firstName: 'Nova', lastName: 'Lane', email: 'nova@example.com', percentage: 60 },
    { id: 'm2', firstName: 'Cy', lastName: 'Maker', email: 'cy@example.com', percentage: 40 },
  ],
});

describe('split sheets', () => {
  it('draws every master and songwriting share with names, roles and lower-case addresses; without a split the artist owns the master', () => {
    const drawn = sheet('t1', twoWriters);
    expect(drawn.shares.map((s) => [s.kind, s.email, s.percentage, s.role])).toEqual([
      ['master', 'nova@example.com', 60, 'Master owner'],
      ['master', 'cy@example.com', 40, 'Master owner'],
      ['songwriting', 'ada@example.com', 50, 'Songwriter'],
      ['songwriting', 'bo@example.com', 50, 'Songwriter'],
    ]);
    expect(sheet('t2', credits({ selfWritten: true })).shares.map((s) => [s.kind, s.name, s.percentage])).toEqual([
      ['master', 'Nova Lane', 100],
      ['songwriting', 'Nova Lane', 100],
    ]);
  });

  it('asks everyone but the sender at first, one group per person across tracks', () => {
    const first = [sheet('t1', twoWriters), sheet('t2', credits({ songwriters: [writer('w', 'Ada', 'ada@example.com', 100)] }))];
    const asked = peopleToAsk([], first, owner.email);
    expect(asked.map((p) => `${p.trackKey}:${p.email}`)).toEqual([
      't1:cy@example.com',
      't1:ada@example.com',
      't1:bo@example.com',
      't2:ada@example.com',
    ]);
    expect(groupByPerson(asked).map((g) => [g.email, g.trackKeys])).toEqual([
      ['cy@example.com', ['t1']],
      ['ada@example.com', ['t1', 't2']],
      ['bo@example.com', ['t1']],
    ]);
  });

  it('asks again only whose share changed, or everyone on a track whose audio changed', () => {
    const before = [sheet('t1', twoWriters)];
    const changed = credits({
      ...twoWriters,
      songwriters: [writer('w1', 'Ada', 'ada@example.com', 40), writer('w2', 'Bo', 'bo@example.com', 60)],
    });
    expect(peopleToAsk(before, [sheet('t1', changed, 'aa', 2)], owner.email).map((p) => p.email)).toEqual([
      'ada@example.com',
      'bo@example.com',
    ]);
    expect(peopleToAsk(before, [sheet('t1', twoWriters, 'aa', 2)], owner.email)).toEqual([]);
    expect(peopleToAsk(before, [sheet('t1', twoWriters, 'bb', 2)], owner.email)).toHaveLength(3);
  });

  it('the splits column and approval under each mode name who is missing', () => {
    expect(splitsColumn([])).toBe('');
    expect(splitsColumn(['agreed', 'agreed'])).toBe('all agreed');
    expect(splitsColumn(['agreed', 'asked', 'opened'])).toBe('2 waiting');
    expect(splitsColumn(['agreed', 'declined', 'asked'])).toBe('declined');
    const consents = [
      { name: 'Ada Writer', email: 'ada@example.com', state: 'agreed' as const },
      { name: 'Bo Writer', email: 'bo@example.com', state: 'declined' as const },
      { name: 'Bo Writer', email: 'bo@example.com', state: 'asked' as const },
    ];
    expect(approvalCheck('block', consents)).toEqual({ allowed: false, warning: expect.stringContaining('not yet agreed by Bo Writer.') });
    expect(approvalCheck('warn', consents).allowed).toBe(true);
    expect(approvalCheck('off', consents)).toEqual({ allowed: true, warning: null });
  });

  it('reminds after 3 and 7 days, and the signed text names the ISRC and the audio fingerprint', () => {
    const asked = new Date(Date.UTC(2030, 0, 1));
    expect(reminderSchedule(asked, DEFAULT_SPLIT_TIMING).map((r) => r.at.toISOString().slice(0, 10))).toEqual(['2030-01-04', '2030-01-08']);
    const text = sheetDocumentText('Night Drive', [{ ...sheet('t1', twoWriters, 'f00d'), isrc: 'GBA1B3000001' }]);
    expect(text).toContain('ISRC: GBA1B3000001');
    expect(text).toContain('Audio SHA-256: f00d');
  });

  it('keeps collaborators’ link tokens out of logs: the page and API paths are redacted', () => {
    expect(redactPrivateUrl('/splits/abcDEF123_-xyz')).toBe('/splits/[redacted]');
    expect(redactPrivateUrl('/api/split-sheets/abcDEF123_-xyz/agree')).toBe('/api/split-sheets/[redacted]/agree');
  });
});
