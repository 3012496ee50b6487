import { dsrfLines } from '../../tests/support/statements/report-files';

export const TERRITORIES = ['GB', 'US', 'DE', 'FR', 'JP', 'BR', 'SE', 'NL', 'ES', 'IT'];
const CURRENCY: Record<string, string> = { GB: 'GBP', US: 'USD', JP: 'JPY', BR: 'BRL', SE: 'SEK' };

export interface BenchTrack {
  isrc: string;
  upc: string;
}

/**
 * A DSRF report of `saleLines` sale lines: one summary per territory, blocks of one release and resource with a
 * sale line per territory; one track in fifty is not in the catalogue (unmatched). Generated as it is read.
 */
export function* generatedDsrf(saleLines: number, tracks: BenchTrack[]): Generator<string> {
  const perTerritory = Math.ceil(saleLines / TERRITORIES.length);
  const summaries = TERRITORIES.map((territory, i) => ({
    id: `S${i}`,
    territory,
    currency: CURRENCY[territory] ?? 'EUR',
    revenue: `${1234 + i * 977}.${String(4567 + i).padStart(6, '0')}`,
    usages: perTerritory * 3,
  }));
  function* sales() {
    for (let block = 0; block < perTerritory; block++) {
      const track = tracks[block % tracks.length];
      const unmatched = block % 50 === 49;
      for (let t = 0; t < TERRITORIES.length; t++)
        yield {
          summaryId: `S${t}`,
          isrc: unmatched ? `ZZX9X${String(block % 1e7).padStart(7, '0')}` : track.isrc,
          upc: unmatched ? '' : track.upc,
          title: `Track ${block}`,
          artist: 'Bench Artist',
          streams: 3,
          block: `${block}`,
        };
    }
  }
  yield* dsrfLines({ store: 'BenchStream', month: '2030-01', summaries, sales: sales() });
}
