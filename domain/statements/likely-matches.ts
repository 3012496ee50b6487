/** Letters and digits only, lower case, accents folded: 'Tidé (Remix)' and 'tide remix' compare equal. */
function normalised(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function bigrams(text: string): Map<string, number> {
  const grams = new Map<string, number>();
  const padded = ` ${normalised(text)} `;
  for (let i = 0; i < padded.length - 1; i++) {
    const gram = padded.slice(i, i + 2);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** Dice's coefficient over letter pairs: 1 for the same words, 0 for nothing in common. */
export function textSimilarity(a: string, b: string): number {
  const left = bigrams(a);
  const right = bigrams(b);
  let shared = 0;
  let total = 0;
  for (const [gram, count] of left) {
    shared += Math.min(count, right.get(gram) ?? 0);
    total += count;
  }
  for (const count of right.values()) total += count;
  return total === 0 ? 0 : (2 * shared) / total;
}

export interface MatchCandidate {
  title: string;
  artistName: string;
}

/** How likely: the title counts more than the artist (stores spell featured artists in many ways). */
export const LIKELY_MATCH = { titleWeight: 0.65, artistWeight: 0.35, floor: 0.4, shown: 3 } as const;

/** The catalogue tracks most like an unmatched line, best first, above the floor. */
export function likelyMatches<C extends MatchCandidate>(
  line: { title: string; artist: string },
  candidates: readonly C[],
): (C & { score: number })[] {
  return candidates
    .map((c) => ({
      ...c,
      score:
        LIKELY_MATCH.titleWeight * textSimilarity(line.title, c.title) +
        LIKELY_MATCH.artistWeight * textSimilarity(line.artist, c.artistName),
    }))
    .filter((c) => c.score >= LIKELY_MATCH.floor)
    .sort((a, b) => b.score - a.score)
    .slice(0, LIKELY_MATCH.shown);
}
