import { artworkShortfalls, artworkWarning, type ArtworkSize, leadTimeShortfalls, leadTimeWarning } from '../../../domain/delivery-targets';
import { formatLongDate } from '../../../domain/shared/date-formats';
import type { DeliveryTarget } from '../../ports/delivery-target.repository.port';
import type { QualityReport } from '../../ports/upload.repository.port';

/** The cover's size as its upload's analysis measured it (none before the analysis ran). */
export function artworkSizeOf(report: QualityReport | null): ArtworkSize | null {
  const width = report?.facts.width;
  const height = report?.facts.height;
  return typeof width === 'number' && typeof height === 'number' ? { width, height } : null;
}

/**
 * What staff should know before approving, store by store: a release date closer than a store's lead time, and a
 * cover smaller than a store takes.
 */
export function storeWarnings(
  targets: readonly DeliveryTarget[],
  releaseDate: string | null,
  artwork: ArtworkSize | null,
  today: Date,
): string[] {
  const late = leadTimeShortfalls(releaseDate, today, targets).map((s) =>
    leadTimeWarning(s, formatLongDate(new Date(`${s.earliest}T00:00:00`))),
  );
  const small = artwork ? artworkShortfalls(artwork, targets).map((target) => artworkWarning(target, artwork)) : [];
  return [...late, ...small];
}
