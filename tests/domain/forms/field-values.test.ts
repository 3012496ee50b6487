import type { CodeParse, FieldSpec, FieldSpecs } from '../../../domain/forms/field-spec';
import { emptyFieldValues, fieldIssues, fieldValueIssue, fieldValuesOf, pickFields } from '../../../domain/forms/field-values';

// A code parser like the catalogue's: upper-cases a well-formed code, names a malformed one.
const parseCode: CodeParse = (raw) =>
  /^[A-Z]{2}\d{3}$/i.test(raw.trim())
    ? { ok: true, value: raw.trim().toUpperCase() }
    : { ok: false, message: `'${raw.trim()}' is not a code` };

const SPECS = {
  title: { kind: 'text', label: 'Title', maxLength: 5 },
  explicit: { kind: 'flag', label: 'Explicit' },
  tracks: { kind: 'count', label: 'Tracks', min: 1, max: 3 },
  year: { kind: 'year', label: 'Year', min: 2000, yearsAhead: 1 },
  mood: { kind: 'choice', label: 'Mood', options: ['calm', 'loud'] },
  date: { kind: 'date', label: 'Date' },
  code: { kind: 'code', label: 'Code', maxLength: 8, parse: parseCode },
} as const satisfies FieldSpecs;

const TODAY = new Date('2026-06-01T00:00:00Z');

describe('field values from what a client sent', () => {
  it('trims text and dates, upper-cases a good code and keeps a bad one as typed', () => {
    const values = fieldValuesOf(SPECS, {
      title: '  Tide ',
      explicit: true,
      tracks: 2,
      year: 2024,
      mood: 'calm',
      date: ' 2026-01-02 ',
      code: ' ab123 ',
    });
    expect(values).toEqual({ title: 'Tide', explicit: true, tracks: 2, year: 2024, mood: 'calm', date: '2026-01-02', code: 'AB123' });
    expect(fieldValuesOf(SPECS, { code: ' nope ' }).code).toBe('nope');
  });

  it('turns wrong types and blanks into the blank each kind has', () => {
    const values = fieldValuesOf(SPECS, {
      title: 42,
      explicit: 'yes',
      tracks: Number.NaN,
      year: '2024',
      mood: 'angry',
      date: '   ',
      code: '  ',
    });
    expect(values).toEqual({ title: '', explicit: false, tracks: null, year: null, mood: null, date: null, code: null });
    expect(fieldValuesOf(SPECS, { date: 20260102, code: 7 })).toMatchObject({ date: null, code: null });
  });

  it('gives an untouched form every blank, also when nothing was sent', () => {
    const blank = { title: '', explicit: false, tracks: null, year: null, mood: null, date: null, code: null };
    expect(emptyFieldValues(SPECS)).toEqual(blank);
    expect(fieldValuesOf(SPECS, undefined)).toEqual(blank);
  });

  it('picks only the named fields', () => {
    expect(pickFields({ a: 1, b: 2, c: 3 }, ['a', 'c'])).toEqual({ a: 1, c: 3 });
  });
});

describe('field value issues', () => {
  /** Each value passes its spec: there is no issue to name. */
  const expectEachPasses = (spec: FieldSpec, values: unknown[]) => {
    for (const value of values) expect(fieldValueIssue(spec, value)).toBeNull();
  };

  it('refuses text and codes over their length', () => {
    expect(fieldValueIssue(SPECS.title, 'Tidess')).toBe('Title must be 5 characters or fewer.');
    expect(fieldValueIssue(SPECS.title, 'Tides')).toBeNull();
    expect(fieldValueIssue(SPECS.code, 'AB1234567')).toBe('Code must be 8 characters or fewer.');
  });

  it("names a malformed code with the parser's message and lets a blank or good one pass", () => {
    expect(fieldValueIssue(SPECS.code, 'zz')).toBe("'zz' is not a code");
    expectEachPasses(SPECS.code, ['AB123', '  ', null]);
  });

  it('keeps a count within its range', () => {
    expect(fieldValueIssue(SPECS.tracks, 0)).toBe('Tracks must be between 1 and 3.');
    expect(fieldValueIssue(SPECS.tracks, 4)).toBe('Tracks must be between 1 and 3.');
    expectEachPasses(SPECS.tracks, [3, null]);
  });

  it('keeps a year whole, from its minimum, and up to the years ahead of today when today is known', () => {
    expect(fieldValueIssue(SPECS.year, 1999, TODAY)).toBe('Year must be a year from 2000 to 2027.');
    expect(fieldValueIssue(SPECS.year, 2028, TODAY)).toBe('Year must be a year from 2000 to 2027.');
    expect(fieldValueIssue(SPECS.year, 2020.5, TODAY)).toBe('Year must be a year from 2000 to 2027.');
    expect(fieldValueIssue(SPECS.year, 2027, TODAY)).toBeNull();
    expect(fieldValueIssue(SPECS.year, 3000)).toBeNull();
    expect(fieldValueIssue(SPECS.year, 1999)).toBe('Year must be a year from 2000 on.');
    expect(fieldValueIssue(SPECS.year, null, TODAY)).toBeNull();
  });

  it('names the options of a choice given something else, and lets a blank choice pass', () => {
    expect(fieldValueIssue(SPECS.mood, 'angry')).toBe('Mood must be one of: calm, loud.');
    expectEachPasses(SPECS.mood, ['loud', '', null]);
  });

  it('has nothing to say about flags and dates', () => {
    expect(fieldValueIssue(SPECS.explicit, true)).toBeNull();
    expect(fieldValueIssue(SPECS.date, 'not a date')).toBeNull();
  });

  it("lists an item's issues under its prefix, or under the bare field name for the form's own fields", () => {
    const values = { title: 'Too long', tracks: 9, mood: 'calm' };
    expect(fieldIssues(SPECS, values, 'tracks[2]', TODAY)).toEqual([
      { field: 'tracks[2].title', message: 'Title must be 5 characters or fewer.' },
      { field: 'tracks[2].tracks', message: 'Tracks must be between 1 and 3.' },
    ]);
    expect(fieldIssues(SPECS, { year: 1990 }, '')).toEqual([{ field: 'year', message: 'Year must be a year from 2000 on.' }]);
    expect(fieldIssues(SPECS, {}, '')).toEqual([]);
  });
});
