import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { displayDate } from '@domain/dashboard';
import { DELIVERY_KIND_MESSAGES, DELIVERY_MESSAGES } from '@domain/release';
import { useDeliverRelease, useReleaseDelivery } from './release-delivery.api';
import { ReleaseChange } from './release-change.component';
import { RedeliverConfirm } from './redeliver-confirm.component';
import { TargetDeliveries } from './target-deliveries.component';

const displayTime = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { timeStyle: 'short' });

const CHIP_COLOUR = { queued: 'info', delivered: 'success', failed: 'error', retrying: 'warning' } as const;

/** The desk's delivery panel of an approved or live release: state, error, identifiers and Deliver / Retry. */
export function ReleaseDelivery({ submissionId }: { submissionId: string }) {
  const { data, error } = useReleaseDelivery(submissionId, true);
  const deliver = useDeliverRelease(submissionId);
  const [confirming, setConfirming] = useState(false);
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return null;
  const delivery = data.delivery;
  const waiting = delivery?.status === 'queued' && delivery.sendsAt !== null;
  // Putting the release back in a store it was taken down from is asked first.
  const takenDown = data.targets.some((t) => t.kind === 'takedown') || (data.targets.length === 0 && delivery?.kind === 'takedown');
  const action = !delivery
    ? DELIVERY_MESSAGES.deliver
    : delivery.status === 'failed'
      ? DELIVERY_MESSAGES.retry
      : delivery.status === 'retrying'
        ? DELIVERY_MESSAGES.retryNow
        : waiting
          ? DELIVERY_MESSAGES.deliverNow
          : DELIVERY_MESSAGES.deliverAgain;
  return (
    <Stack spacing={1.5} data-testid="release-delivery">
      {delivery ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip label={delivery.label} color={CHIP_COLOUR[delivery.status]} data-testid="delivery-status" />
          {delivery.kind !== 'release' && (
            <Chip
              variant="outlined"
              label={delivery.kind === 'takedown' ? DELIVERY_KIND_MESSAGES.takenDown : DELIVERY_KIND_MESSAGES.updateSent}
              data-testid="delivery-kind"
            />
          )}
          <Typography variant="body2" color="text.secondary">
            {delivery.adapter} · {DELIVERY_MESSAGES.attempts(delivery.attempts)}
            {delivery.deliveredAt ? ` · ${displayDate(delivery.deliveredAt)}` : ''}
          </Typography>
        </Stack>
      ) : (
        <Typography variant="body2">{DELIVERY_MESSAGES.notYet}</Typography>
      )}
      <TargetDeliveries submissionId={submissionId} targets={data.targets} />
      {(delivery?.status === 'failed' || delivery?.status === 'retrying') && delivery.lastError && (
        <Alert severity={delivery.status === 'failed' ? 'error' : 'warning'} data-testid="delivery-error" sx={{ overflowWrap: 'anywhere' }}>
          {delivery.lastError}
        </Alert>
      )}
      {delivery?.status === 'retrying' && delivery.nextAttemptAt && (
        <Typography variant="body2" color="text.secondary" data-testid="delivery-retry-note">
          {DELIVERY_MESSAGES.retriesAt(displayTime(delivery.nextAttemptAt))}
        </Typography>
      )}
      {delivery?.status === 'queued' && (
        <Typography variant="body2" color="text.secondary" data-testid="delivery-queued-note">
          {waiting && delivery.sendsAt ? DELIVERY_MESSAGES.waitsForUndo(displayTime(delivery.sendsAt)) : DELIVERY_MESSAGES.queuedNote}
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, fontSize: 14 }}>
        <dt>UPC</dt>
        <dd style={{ margin: 0, fontFamily: 'monospace' }}>{data.upc ?? '—'}</dd>
        {data.isrcs.map((isrc, index) => (
          <Box key={index} sx={{ display: 'contents' }}>
            <dt>ISRC {index + 1}</dt>
            <dd style={{ margin: 0, fontFamily: 'monospace' }}>{isrc ?? '—'}</dd>
          </Box>
        ))}
      </Box>
      {data.leadTimeWarnings.map((warning) => (
        <Alert key={warning} severity="warning" data-testid="lead-time-warning">
          {warning}
        </Alert>
      ))}
      {deliver.error && <Alert severity="error">{deliver.error.message}</Alert>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant={delivery?.status === 'failed' ? 'contained' : 'outlined'}
          disabled={deliver.isPending || (delivery?.status === 'queued' && !waiting)}
          onClick={() => (takenDown ? setConfirming(true) : deliver.mutate())}
        >
          {action}
        </Button>
        <RedeliverConfirm
          action={action}
          open={confirming}
          onClose={() => setConfirming(false)}
          onConfirm={() => deliver.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
        {delivery?.deliveredAt && (
          <ReleaseChange submissionId={submissionId} targets={data.targets} disabled={delivery.status === 'queued' && !waiting} />
        )}
      </Stack>
    </Stack>
  );
}
