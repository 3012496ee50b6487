import rawGenres from './genres.data.json';

// spec: public flow §3 Genre taxonomy: ~27 primary genres (those the spec names plus Dance, Children's Music and
// Soundtrack), sub-genres after the Apple Music / iTunes public genre list (genres.data.json), each list ending
// 'None of the above'.
export const NONE_OF_THE_ABOVE = 'None of the above';

const RAW_GENRES: Readonly<Record<string, readonly string[]>> = rawGenres;

export interface Genre {
  readonly name: string;
  readonly subGenres: readonly string[];
}

/** The six the spec lists first keep their place; the rest follow alphabetically. */
const LEADING = ['Pop', 'Folk', 'Country', 'Jazz', 'R&B/Soul', 'Rock'];
const byName = (a: string, b: string): number => a.localeCompare(b, 'en', { sensitivity: 'base' });

export const GENRES: readonly Genre[] = [
  ...LEADING,
  ...Object.keys(RAW_GENRES)
    .filter((g) => !LEADING.includes(g))
    .sort(byName),
].map((name) => ({ name, subGenres: [...[...RAW_GENRES[name]].sort(byName), NONE_OF_THE_ABOVE] }));

export const PRIMARY_GENRES: readonly string[] = GENRES.map((g) => g.name);

export function subGenresOf(primary: string | null | undefined): readonly string[] {
  return GENRES.find((g) => g.name === primary)?.subGenres ?? [];
}

export function isPrimaryGenre(value: unknown): boolean {
  return typeof value === 'string' && PRIMARY_GENRES.includes(value);
}

export function isSubGenreOf(primary: string, sub: string): boolean {
  return subGenresOf(primary).includes(sub);
}

/** Changing the primary genre clears the sub-genre; the sub-genre is enabled once a primary is picked. */
export function choosePrimaryGenre<T extends { primaryGenre: string; subGenre: string }>(form: T, primary: string): T {
  return primary === form.primaryGenre ? form : { ...form, primaryGenre: primary, subGenre: '' };
}
