import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { acknowledgementOverdueWarning, TARGET_HEALTH_WORDS } from '@domain/delivery-targets';
import type { DeliveryTargetHealthRow } from '@wire';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One line per delivery target: its server up or down (why, in words), and a warning when acknowledgements are late. */
export function DeliveryTargetHealth({ targets }: { targets: DeliveryTargetHealthRow[] }) {
  if (targets.length === 0) return <Typography color="text.secondary">{TARGET_HEALTH_WORDS.none}</Typography>;
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Delivery targets">
      {targets.map((target) => (
        <Paper key={target.targetId} component="li" variant="outlined" sx={{ p: 1.5 }} data-testid="target-health">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{target.name}</Typography>
            <Typography color="text.secondary" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              sftp://{target.host}:{target.port}
            </Typography>
            <Chip size="small" color={target.up ? 'success' : 'error'} label={target.up ? 'Up' : 'Down'} />
          </Stack>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {target.words}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              ({TARGET_HEALTH_WORDS.checkedAt(when(target.checkedAt))})
            </Typography>
          </Typography>
          {target.technical && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mt: 0.5, fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' }}
            >
              {target.technical}
            </Typography>
          )}
          {target.overdue && (
            <Alert severity="warning" sx={{ mt: 1 }} data-testid="acknowledgement-overdue">
              {acknowledgementOverdueWarning(
                target.name,
                target.overdue.batches,
                target.acknowledgementWindowHours,
                when(target.overdue.oldestSentAt),
              )}
            </Alert>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
