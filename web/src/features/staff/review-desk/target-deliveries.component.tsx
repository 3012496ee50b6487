import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TargetDeliveryView } from '@contracts';

const CHIP_COLOUR = { queued: 'info', delivered: 'success', failed: 'error', retrying: 'warning', 'not-sent': 'default' } as const;

/** Each store's part of the release's current delivery, update or takedown: one Delivered while another retries. */
export function TargetDeliveries({ targets }: { targets: TargetDeliveryView[] }) {
  if (targets.length === 0) return null;
  return (
    <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Delivery by store">
      {targets.map((target) => (
        <Stack component="li" key={target.targetId} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="target-delivery">
          <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {target.name}
          </Typography>
          <Chip size="small" label={target.label} color={CHIP_COLOUR[target.status]} />
        </Stack>
      ))}
    </Stack>
  );
}
