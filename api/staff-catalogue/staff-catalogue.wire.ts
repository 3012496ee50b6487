import type { StagedRelease } from '../../application/use-cases/staff-catalogue/catalogue-release';
import type { CatalogueRelease } from '../../wire';

export function toCatalogueRelease(r: StagedRelease): CatalogueRelease {
  return {
    id: r.id,
    artistId: r.artistId,
    artistCode: r.artistCode,
    artistName: r.artistName,
    releaseTitle: r.releaseTitle,
    releaseType: r.releaseType,
    releaseDate: r.releaseDate,
    status: r.status,
    stage: r.stage,
    upc: r.upc,
    artworkFileId: r.artworkFileId,
    createdAt: r.createdAt.toISOString(),
    tracks: r.tracks,
    delivery: r.delivery && {
      ...r.delivery,
      deliveredAt: r.delivery.deliveredAt?.toISOString() ?? null,
      updatedAt: r.delivery.updatedAt.toISOString(),
    },
  };
}
