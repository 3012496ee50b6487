/** Lower-case words without accents: 'Élodie Marlowe-Reyes' → ['elodie', 'marlowe', 'reyes']. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** A prepared name: its words and their joined form, computed once per catalogue entry. */
export interface SearchKey {
  words: string[];
  joined: string;
}

export function searchKey(text: string): SearchKey {
  const words = searchWords(text);
  return { words, joined: words.join(' ') };
}

/**
 * How well a query matches a name, lower is better; null when it does not: 0 same name, 1 the name starts
 * with the query, 2 every query word starts a word of the name (in any order).
 */
export function matchRank(query: SearchKey, name: SearchKey): number | null {
  if (query.words.length === 0) return null;
  if (name.joined === query.joined) return 0;
  if (name.joined.startsWith(query.joined)) return 1;
  return query.words.every((q) => name.words.some((w) => w.startsWith(q))) ? 2 : null;
}

/** Ranks candidates by their best-matching name, then alphabetically; keeps at most `limit`. */
export function rankMatches<T>(
  query: string,
  candidates: readonly T[],
  keysOf: (c: T) => { key: SearchKey; penalty: number }[],
  nameOf: (c: T) => string,
  limit: number,
): T[] {
  const q = searchKey(query);
  const hits: { item: T; rank: number }[] = [];
  for (const item of candidates) {
    let best: number | null = null;
    for (const { key, penalty } of keysOf(item)) {
      const rank = matchRank(q, key);
      if (rank !== null && (best === null || rank + penalty < best)) best = rank + penalty;
    }
    if (best !== null) hits.push({ item, rank: best });
  }
  hits.sort((a, b) => a.rank - b.rank || nameOf(a.item).localeCompare(nameOf(b.item), 'en'));
  return hits.slice(0, Math.max(0, limit)).map((h) => h.item);
}
