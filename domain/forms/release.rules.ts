import type { FieldIssue } from '../shared/field-issue';
import { isBlank } from '../shared/text';
import { isPrimaryGenre, isSubGenreOf } from '../taxonomy/genres';
import { SERVER_SUBMISSION_MESSAGES } from './server-submission.messages';

/** Genre and sub-genre come from the taxonomy (blank ones are reported as required elsewhere). */
export function genreIssues(primaryGenre: string | null | undefined, subGenre: string | null | undefined): FieldIssue[] {
  if (isBlank(primaryGenre)) return [];
  if (!isPrimaryGenre(primaryGenre)) return [{ field: 'primaryGenre', message: SERVER_SUBMISSION_MESSAGES.primaryGenreUnknown }];
  if (isBlank(subGenre) || isSubGenreOf(primaryGenre as string, subGenre as string)) return [];
  return [{ field: 'subGenre', message: SERVER_SUBMISSION_MESSAGES.subGenreUnknown }];
}
