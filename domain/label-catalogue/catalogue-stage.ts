/** (ours) Where a release stands in the label's catalogue once staff approved it. */
export const CATALOGUE_STAGES = ['approved', 'delivered', 'live'] as const;
export type CatalogueStage = (typeof CATALOGUE_STAGES)[number];

export type DeliveryState = 'queued' | 'delivered' | 'failed';

export const CATALOGUE_STAGE_LABELS: Readonly<Record<CatalogueStage, string>> = {
  approved: 'Approved',
  delivered: 'Delivered',
  live: 'Live',
};

/** Live is the staff's own decision; an approved release counts as delivered once its delivery went through. */
export function catalogueStage(status: string, delivery: DeliveryState | null): CatalogueStage | null {
  const normalised = status.trim().toLowerCase();
  if (normalised === 'live') return 'live';
  if (normalised !== 'approved') return null;
  return delivery === 'delivered' ? 'delivered' : 'approved';
}

export function isCatalogueStage(value: string): value is CatalogueStage {
  return (CATALOGUE_STAGES as readonly string[]).includes(value);
}
