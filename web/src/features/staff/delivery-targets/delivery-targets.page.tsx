import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { DeliveryTargetView } from '@wire';
import { AUDIO_FORMAT_LABELS, CHOREOGRAPHY_LABELS, DELIVERY_TARGET_MESSAGES as M, MESSAGE_CONTROL_LABELS } from '@domain/delivery-targets';
import { EMPTY_TARGET, formOf } from './delivery-target-fields';
import { DeliveryTargetForm } from './delivery-target-form.component';
import { useDeliveryTargetActions, useDeliveryTargets } from './delivery-targets.api';

function TargetSummary({ target, onEdit, onRemove }: { target: DeliveryTargetView; onEdit: () => void; onRemove: () => void }) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
          {target.name}
        </Typography>
        <Chip
          size="small"
          color={target.messageControl === 'live' ? 'success' : 'default'}
          label={MESSAGE_CONTROL_LABELS[target.messageControl]}
        />
        <Chip size="small" label={AUDIO_FORMAT_LABELS[target.audioFormat]} />
        <Chip size="small" label={CHOREOGRAPHY_LABELS[target.choreography]} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {target.partyName} · {target.partyId} · sftp://{target.username}@{target.host}:{target.port}
        {target.folder} · {target.leadTimeBusinessDays} business days lead time · acknowledged within {target.acknowledgementWindowHours}{' '}
        hours · artwork from {target.artworkMinSidePx} px
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {target.deals
          .map((deal) => `${deal.territories.join(', ')}: ${[...deal.commercialModels, ...deal.useTypes].join(', ')}`)
          .join(' · ')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[target.hasPassword && M.passwordSet, target.hasPrivateKey && M.keySet, target.hostKeySha256 && 'Host key pinned']
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={onEdit} aria-label={`Edit ${target.name}`}>
          Edit
        </Button>
        <Button size="small" color="error" onClick={onRemove} aria-label={`Remove ${target.name}`}>
          {M.remove}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Staff manage the stores and distributors the label delivers to. */
export function DeliveryTargetsPage() {
  const { data: targets, error } = useDeliveryTargets();
  const { save, remove } = useDeliveryTargetActions();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  return (
    <Container maxWidth="md">
      <Typography variant="h4" component="h1" gutterBottom>
        {M.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {M.intro}
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {remove.error && <Alert severity="error">{remove.error.message}</Alert>}
      {editing === 'new' ? (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <DeliveryTargetForm
            initial={EMPTY_TARGET}
            submitLabel={M.add}
            onCancel={() => setEditing(null)}
            onSubmit={async (target) => (await save.mutateAsync({ id: null, target }), setEditing(null))}
          />
        </Paper>
      ) : (
        <Button variant="contained" sx={{ mb: 2 }} onClick={() => setEditing('new')}>
          {M.add}
        </Button>
      )}
      {targets?.length === 0 && <Typography>{M.none}</Typography>}
      <Stack spacing={2}>
        {(targets ?? []).map((target) => (
          <Paper key={target.id} variant="outlined" sx={{ p: 2 }} data-testid="delivery-target">
            {editing === target.id ? (
              <DeliveryTargetForm
                initial={formOf(target)}
                stored={{ password: target.hasPassword, privateKey: target.hasPrivateKey }}
                submitLabel={M.save}
                onCancel={() => setEditing(null)}
                onSubmit={async (changed) => (await save.mutateAsync({ id: target.id, target: changed }), setEditing(null))}
              />
            ) : (
              <TargetSummary
                target={target}
                onEdit={() => setEditing(target.id)}
                onRemove={() =>
                  window.confirm(`Remove ${target.name}? Releases are no longer delivered there.`) && remove.mutate(target.id)
                }
              />
            )}
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
