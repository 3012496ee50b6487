import {
  ALL_ROLES,
  choosePrimaryGenre,
  DISTRIBUTORS,
  GENRES,
  isPrimaryGenre,
  isSubGenreOf,
  NONE_OF_THE_ABOVE,
  PRIMARY_GENRES,
  ROLE_GROUPS,
  searchRoles,
  subGenresOf,
} from '../../../domain/taxonomy';

const NAMED = [
  'Pop',
  'Folk',
  'Country',
  'Jazz',
  'R&B/Soul',
  'Rock',
  'African',
  'Alternative',
  'Arabic',
  'Asian',
  'Blues',
  'Brazilian',
  'Christian & Gospel',
  'Classical',
  'Easy Listening',
  'Electronic',
  'Hip-Hop/Rap',
  'Indian',
  'Latin',
  'Metal',
  'Reggae',
  'Relaxation',
  'Various',
  'World Music',
];

describe('genres (public flow §3)', () => {
  it('has about 27 primary genres including every one the spec names', () => {
    expect(PRIMARY_GENRES).toHaveLength(27);
    expect(PRIMARY_GENRES).toEqual(expect.arrayContaining(NAMED));
    expect(PRIMARY_GENRES.slice(0, 6)).toEqual(['Pop', 'Folk', 'Country', 'Jazz', 'R&B/Soul', 'Rock']);
    expect(new Set(PRIMARY_GENRES).size).toBe(PRIMARY_GENRES.length);
  });

  it("every list has several sub-genres, no duplicates, and ends with 'None of the above'", () => {
    for (const g of GENRES) {
      expect(g.subGenres.length).toBeGreaterThanOrEqual(6);
      expect(g.subGenres[g.subGenres.length - 1]).toBe(NONE_OF_THE_ABOVE);
      expect(new Set(g.subGenres).size).toBe(g.subGenres.length);
    }
  });

  it('looks up and clears the sub-genre on a primary change', () => {
    expect(isPrimaryGenre('Metal')).toBe(true);
    expect(isPrimaryGenre('Polka')).toBe(false);
    expect(isSubGenreOf('Metal', 'Thrash Metal')).toBe(true);
    expect(isSubGenreOf('Pop', 'Thrash Metal')).toBe(false);
    expect(subGenresOf(null)).toEqual([]);
    const form = { primaryGenre: 'Pop', subGenre: 'K-Pop', other: 1 };
    expect(choosePrimaryGenre(form, 'Rock')).toEqual({ primaryGenre: 'Rock', subGenre: '', other: 1 });
    expect(choosePrimaryGenre(form, 'Pop')).toBe(form);
  });
});

describe('role catalogue (public flow §2.6)', () => {
  it('has the 13 named groups with many roles each', () => {
    expect(Object.keys(ROLE_GROUPS)).toEqual([
      'Core Roles',
      'Rhythm & Percussion',
      'Bass Instruments',
      'Guitars',
      'Keyboards & Piano',
      'Strings',
      'Brass',
      'Woodwinds',
      'Vocals',
      'World Instruments',
      'Electronic',
      'Production & Engineering',
      'Specialized',
    ]);
    for (const roles of Object.values(ROLE_GROUPS)) expect(roles.length).toBeGreaterThanOrEqual(10);
  });

  it('searches a flat, sorted, unique list', () => {
    const sorted = [...ALL_ROLES].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(ALL_ROLES).toEqual(sorted);
    expect(new Set(ALL_ROLES).size).toBe(ALL_ROLES.length);
    expect(searchRoles('')).toBe(ALL_ROLES);
    expect(searchRoles('guitar')).toContain('Bass Guitar');
    expect(searchRoles('CAJON')).toEqual(['Cajón']);
    expect(searchRoles('zzz')).toEqual([]);
    expect(ALL_ROLES).toContain('Producer');
  });
});

describe('distributors (public flow §2.4)', () => {
  it('about 45 real names sorted, Other / Not Listed last', () => {
    expect(DISTRIBUTORS.length).toBeGreaterThanOrEqual(44);
    expect(DISTRIBUTORS.length).toBeLessThanOrEqual(48);
    expect(DISTRIBUTORS[DISTRIBUTORS.length - 1]).toBe('Other / Not Listed');
    const names = DISTRIBUTORS.slice(0, -1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(names).toEqual(expect.arrayContaining(['DistroKid', 'TuneCore', 'CD Baby']));
    expect(DISTRIBUTORS).toContain('AWAL');
  });
});
