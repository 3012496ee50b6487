import { isPinnedFieldRef, pinnedFieldLabel } from '@domain/review-pins';
import type { FieldChange } from '@domain/versions';

/** Derived copies of fields the artist changed (the artwork's URL list follows the artwork): not changes of their own. */
const DERIVED = /^(additionalData\.|artworkUrl$|artworkFileName$|tracks\[\d+\]\.fileName$)/;

const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** 'tracks[1].title' → 'Track 2 title', 'tracks[0].credits.songwriters[0].lastName' → 'Track 1 songwriter 1 last name'. */
export function changeLabel(field: string): string {
  if (isPinnedFieldRef(field)) return pinnedFieldLabel(field);
  const parts = field.split('.').map((part) => {
    const indexed = /^(\w+)\[(\d+)\]$/.exec(part);
    if (!indexed) return words(part);
    const name = words(indexed[1]).replace(/s$/, '');
    return `${name} ${Number(indexed[2]) + 1}`;
  });
  const label = parts.filter((p) => p !== 'credits').join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The changes a person made, in the order of the newer version, without derived copies. */
export function visibleChanges(changes: readonly FieldChange[]): FieldChange[] {
  return changes.filter((c) => !DERIVED.test(c.field));
}
