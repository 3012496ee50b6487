import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import type { TargetDeliveryView } from '@wire';
import { DELIVERY_KIND_MESSAGES as M } from '@domain/release';
import { useChangeDelivery } from './release-delivery.api';
import { TakedownFields, type TakedownDraft } from './takedown-fields.component';

type Asking = 'update' | 'takedown' | null;

const freshDraft = (targets: TargetDeliveryView[]): TakedownDraft => ({
  targetIds: targets.map((t) => t.targetId),
  reason: '',
  reasonShown: true,
});

/**
 * 'Send update' and 'Take down' for a release the stores have, each asked again in a dialog (a takedown with the stores
 * it leaves, all ticked, its reason and whether the artist reads it; an update that would put the release back in a
 * store it was taken down from says so); the server's refusal shows in its words.
 */
export function ReleaseChange({
  submissionId,
  disabled,
  targets,
}: {
  submissionId: string;
  disabled: boolean;
  targets: TargetDeliveryView[];
}) {
  const change = useChangeDelivery(submissionId);
  const [asking, setAsking] = useState<Asking>(null);
  const [draft, setDraft] = useState<TakedownDraft>(() => freshDraft(targets));
  const takenDown = targets.some((t) => t.kind === 'takedown');
  const close = () => setAsking(null);
  const open = (kind: Exclude<Asking, null>) => {
    change.reset();
    setDraft(freshDraft(targets));
    setAsking(kind);
  };
  const confirm = () => {
    // Without delivery targets the label has one destination: the takedown names none (every store).
    const targetIds = targets.length > 0 ? draft.targetIds : undefined;
    const request = { kind: 'takedown' as const, reason: draft.reason, reasonShown: draft.reasonShown, targetIds };
    change.mutate(asking === 'takedown' ? request : { kind: 'update' }, { onSuccess: close });
  };
  return (
    <>
      <Button variant="outlined" disabled={disabled || change.isPending} onClick={() => open('update')}>
        {M.sendUpdate}
      </Button>
      <Button variant="outlined" color="error" disabled={disabled || change.isPending} onClick={() => open('takedown')}>
        {M.takeDown}
      </Button>
      <Dialog open={asking !== null} onClose={close} aria-labelledby="release-change-title">
        <DialogTitle id="release-change-title">{asking === 'takedown' ? M.takeDown : M.sendUpdate}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {asking === 'takedown' ? M.confirmTakedown : takenDown ? M.confirmRedeliver : M.confirmUpdate}
          </DialogContentText>
          {asking === 'takedown' && <TakedownFields targets={targets} draft={draft} onChange={setDraft} />}
          {change.error && <Alert severity="error">{change.error.message}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{M.cancel}</Button>
          <Button variant="contained" color={asking === 'takedown' ? 'error' : 'primary'} disabled={change.isPending} onClick={confirm}>
            {asking === 'takedown' ? M.takeDown : M.sendUpdate}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
