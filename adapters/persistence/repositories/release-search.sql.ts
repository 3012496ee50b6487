import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { searchTermsOf } from '../../../domain/catalogue';
import { submissions } from '../schema';
import { escapeLike } from './drizzle.submission-review.repository';

/**
 * The staff's text search over releases (the catalogue and the review desk): the text on the columns given and on
 * track titles, and the identifier the domain reads in it on the UPC and the tracks' ISRCs (hyphens ignored in either
 * stored form). Undefined when there is nothing to search for.
 */
export function releaseSearchSql(input: string | undefined, textColumns: readonly AnyColumn[]): SQL | undefined {
  const terms = searchTermsOf(input);
  if (!terms) return undefined;
  const text = `%${escapeLike(terms.text)}%`;
  const matches = [
    ...textColumns.map((column) => sql`${column} ILIKE ${text}`),
    sql`EXISTS (SELECT 1 FROM submission_tracks t WHERE t.submission_id = ${submissions.id} AND t.title ILIKE ${text})`,
  ];
  if (terms.identifier) {
    const identifier = `%${terms.identifier}%`;
    matches.push(
      sql`replace(upper(${submissions.upc}), '-', '') LIKE ${identifier}`,
      sql`EXISTS (SELECT 1 FROM submission_tracks t WHERE t.submission_id = ${submissions.id} AND replace(upper(t.isrc), '-', '') LIKE ${identifier})`,
    );
  }
  return sql`(${sql.join(matches, sql` OR `)})`;
}
