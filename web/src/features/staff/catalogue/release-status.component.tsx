import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CatalogueDelivery } from '@wire';
import { CATALOGUE_STAGE_LABELS, type CatalogueStage } from '@domain/label-catalogue';

const STAGE_COLOURS = { approved: 'info', delivered: 'primary', live: 'success' } as const;

/** Approved, Delivered or Live. */
export function StageChip({ stage }: { stage: CatalogueStage }) {
  return <Chip size="small" color={STAGE_COLOURS[stage]} label={CATALOGUE_STAGE_LABELS[stage]} sx={{ fontWeight: 600 }} />;
}

const DELIVERY = {
  queued: { label: 'Queued', color: 'warning' },
  delivered: { label: 'Delivered', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
} as const;

/** The release's delivery to the stores, with the error of a failed one. */
export function DeliveryStatus({ delivery }: { delivery: CatalogueDelivery | null }) {
  if (!delivery) return <Chip size="small" variant="outlined" label="Not queued" />;
  const shown = DELIVERY[delivery.status];
  return (
    <>
      <Chip size="small" variant="outlined" color={shown.color} label={`Delivery: ${shown.label}`} />
      {delivery.status === 'failed' && delivery.lastError && (
        <Typography variant="caption" color="error" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}>
          {delivery.lastError} (attempt {delivery.attempts})
        </Typography>
      )}
    </>
  );
}
