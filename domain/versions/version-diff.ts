export interface FieldChange {
  /** Form path, e.g. 'tracks[0].credits.featuredArtists[1].surname'. */
  field: string;
  before: string;
  after: string;
}

/** Book-keeping fields that differ between versions without the artist changing anything. */
const IGNORED = new Set([
  'id',
  'status',
  'createdAt',
  'formSessionId',
  'botScore',
  'boardItemId',
  'invitationId',
  'returningLinkId',
  'source',
  'itemName',
]);

function flatten(value: unknown, path: string, into: Map<string, string>): void {
  if (Array.isArray(value)) {
    if (value.length === 0) into.set(path, '');
    value.forEach((item, i) => flatten(item, `${path}[${i}]`, into));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      if (!path && IGNORED.has(key)) continue;
      flatten(child, path ? `${path}.${key}` : key, into);
    }
  } else {
    into.set(path, value === null || value === undefined ? '' : String(value));
  }
}

/** What changed between two versions of a submission, field by field, in the newer version's order. */
export function diffVersions(before: Record<string, unknown>, after: Record<string, unknown>): FieldChange[] {
  const old = new Map<string, string>();
  const now = new Map<string, string>();
  flatten(before, '', old);
  flatten(after, '', now);
  const fields = [...now.keys(), ...[...old.keys()].filter((k) => !now.has(k))];
  return fields
    .filter((field) => (old.get(field) ?? '') !== (now.get(field) ?? ''))
    .map((field) => ({ field, before: old.get(field) ?? '', after: now.get(field) ?? '' }));
}
