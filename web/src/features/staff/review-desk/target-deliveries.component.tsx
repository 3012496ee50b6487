import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TargetDeliveryView } from '@wire';
import { DELIVERY_KIND_MESSAGES } from '@domain/release';
import { useResendToStore } from './release-delivery.api';

const CHIP_COLOUR = {
  queued: 'info',
  delivered: 'success',
  accepted: 'success',
  failed: 'error',
  rejected: 'error',
  retrying: 'warning',
  'not-sent': 'default',
} as const satisfies Record<TargetDeliveryView['status'], string>;

/**
 * Each store's part of the release: the order it holds (a delivery, an update, a takedown with its reason), one
 * Delivered while another retries, and once a store has answered, Accepted or Rejected with its error in words and
 * a Resend button.
 */
export function TargetDeliveries({ submissionId, targets }: { submissionId: string; targets: TargetDeliveryView[] }) {
  const resend = useResendToStore(submissionId);
  if (targets.length === 0) return null;
  return (
    <Stack spacing={0.5}>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Delivery by store">
        {targets.map((target) => (
          <Stack component="li" key={target.targetId} spacing={0.25} data-testid="target-delivery">
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {target.name}
              </Typography>
              <Chip size="small" label={target.label} color={CHIP_COLOUR[target.status]} />
              {target.status === 'rejected' && (
                <Button size="small" variant="outlined" disabled={resend.isPending} onClick={() => resend.mutate(target.targetId)}>
                  {DELIVERY_KIND_MESSAGES.resend}
                </Button>
              )}
            </Stack>
            {target.kind === 'takedown' && target.takedownReason && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="takedown-reason">
                {DELIVERY_KIND_MESSAGES.takenDownHere(target.takedownReason, target.reasonShown)}
              </Typography>
            )}
            {target.storeError && (
              <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }} data-testid="store-error">
                {target.storeError}
              </Typography>
            )}
          </Stack>
        ))}
      </Stack>
      {resend.error && <Alert severity="error">{resend.error.message}</Alert>}
    </Stack>
  );
}
