import type { ReportLine } from './report-line';

/** Where a report line belongs in the catalogue: a track (matched by ISRC) or a whole release (by UPC). */
export interface CatalogueMatch {
  releaseId: string;
  trackId: string | null;
  artistId: string;
}

export interface MatchedReportLine extends ReportLine {
  match: CatalogueMatch | null;
  matchedBy: 'isrc' | 'upc' | 'staff' | null;
}

/** The catalogue's approved identifiers, keyed as isrcKey/upcKey write them. */
export interface CatalogueIdentifiers {
  isrc: ReadonlyMap<string, CatalogueMatch>;
  upc: ReadonlyMap<string, CatalogueMatch>;
}

/** An ISRC names the track, so it wins over the UPC; a UPC alone credits the release. */
export function matchLine(line: ReportLine, catalogue: CatalogueIdentifiers): MatchedReportLine {
  const byIsrc = line.isrc === null ? undefined : catalogue.isrc.get(line.isrc);
  if (byIsrc) return { ...line, match: byIsrc, matchedBy: 'isrc' };
  const byUpc = line.upc === null ? undefined : catalogue.upc.get(line.upc);
  if (byUpc) return { ...line, match: { ...byUpc, trackId: null }, matchedBy: 'upc' };
  return { ...line, match: null, matchedBy: null };
}
