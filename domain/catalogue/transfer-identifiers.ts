// A catalogue transfer keeps the identifiers its releases already have, or their streams and playlists are lost.
import type { FieldSpec } from '../forms/field-spec';
import { TEXT_LIMITS } from '../forms/input-limits';
import type { FieldIssue } from '../shared/field-issue';
import type { CatalogueItemType } from './catalogue-item';
import { IDENTIFIER_MESSAGES } from './identifier.messages';
import { parseIsrc } from './isrc';
import { parseUpc } from './upc';

/** The identifier each kind of transferred item carries: a track its ISRC, an album its UPC. */
export const TRANSFER_IDENTIFIERS = {
  track: {
    name: 'isrc',
    missing: IDENTIFIER_MESSAGES.transferIsrcRequired,
    spec: { kind: 'code', label: 'ISRC', maxLength: TEXT_LIMITS.isrc, parse: parseIsrc },
  },
  album: {
    name: 'upc',
    missing: IDENTIFIER_MESSAGES.transferUpcRequired,
    spec: { kind: 'code', label: 'UPC', maxLength: TEXT_LIMITS.upc, parse: parseUpc },
  },
} as const satisfies Record<CatalogueItemType, { name: string; missing: string; spec: Extract<FieldSpec, { kind: 'code' }> }>;

export type TransferIdentifierName = (typeof TRANSFER_IDENTIFIERS)[CatalogueItemType]['name'];

export interface TransferIdentifiers {
  isrc: string | null;
  upc: string | null;
}

export type TransferItem = Partial<TransferIdentifiers> & { type?: string | null };

const kindOf = (item: TransferItem): CatalogueItemType => (item.type === 'album' ? 'album' : 'track');

/** The message for an item's identifier (missing, malformed), or null when it holds. */
export function transferIdentifierIssue(item: TransferItem): string | null {
  const { name, missing, spec } = TRANSFER_IDENTIFIERS[kindOf(item)];
  const raw = item[name]?.trim() ?? '';
  if (!raw) return missing;
  const parsed = spec.parse(raw);
  return parsed.ok ? null : parsed.message;
}

/** Every transferred item's identifier issue, on `catalogueItems[i].isrc` or `.upc`. */
export function transferIdentifierIssues(items: readonly TransferItem[]): FieldIssue[] {
  return items.flatMap((item, i) => {
    const message = transferIdentifierIssue(item);
    return message ? [{ field: `catalogueItems[${i}].${TRANSFER_IDENTIFIERS[kindOf(item)].name}`, message }] : [];
  });
}

/** The item's own identifier in its stored form (the other one null); a malformed one is kept as typed. */
export function transferIdentifiers(item: TransferItem): TransferIdentifiers {
  const { name, spec } = TRANSFER_IDENTIFIERS[kindOf(item)];
  const raw = item[name]?.trim() ?? '';
  const parsed = raw ? spec.parse(raw) : null;
  const value = parsed ? (parsed.ok ? parsed.value : raw) : null;
  return { isrc: null, upc: null, [name]: value };
}
