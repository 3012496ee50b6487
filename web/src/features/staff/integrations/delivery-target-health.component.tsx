import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { acknowledgementOverdueWarning, TARGET_HEALTH_WORDS } from '@domain/delivery-targets';
import type { DeliveryTargetHealthRow } from '@wire';
import { CardHeading, CardList, ListCard } from './card-list.component';
import { when } from '../when';

/** One target: its server up or down (why, in words), and a warning when acknowledgements are late. */
function targetHealthCard(target: DeliveryTargetHealthRow) {
  return (
    <ListCard key={target.targetId} data-testid="target-health">
      <CardHeading>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{target.name}</Typography>
        <Typography color="text.secondary" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          sftp://{target.host}:{target.port}
        </Typography>
        <Chip size="small" color={target.up ? 'success' : 'error'} label={target.up ? 'Up' : 'Down'} />
      </CardHeading>
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
    </ListCard>
  );
}

/** The delivery targets, a card each. */
export function DeliveryTargetHealth({ targets }: { targets: DeliveryTargetHealthRow[] }) {
  return <CardList items={targets} empty={TARGET_HEALTH_WORDS.none} label="Delivery targets" card={targetHealthCard} />;
}
