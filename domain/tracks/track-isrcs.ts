import { IDENTIFIER_MESSAGES } from '../catalogue/identifier.messages';
import { parseIsrc } from '../catalogue/isrc';
import type { FieldIssue } from '../shared/field-issue';

/** Two tracks of one release never share an ISRC: each later one is named, pointing at the first. */
export function repeatedIsrcIssues(tracks: readonly { isrc?: string | null }[]): FieldIssue[] {
  const firstOf = new Map<string, number>();
  return tracks.flatMap((track, i) => {
    const parsed = track.isrc ? parseIsrc(track.isrc) : null;
    if (!parsed?.ok) return [];
    const first = firstOf.get(parsed.value);
    if (first === undefined) {
      firstOf.set(parsed.value, i);
      return [];
    }
    return [{ field: `tracks[${i}].isrc`, message: IDENTIFIER_MESSAGES.isrcRepeated(first) }];
  });
}
