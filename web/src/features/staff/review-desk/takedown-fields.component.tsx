import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import type { TargetDeliveryView } from '@wire';
import { DELIVERY_KIND_MESSAGES as M, TAKEDOWN_REASON_MAX } from '@domain/release';

export interface TakedownDraft {
  targetIds: string[];
  reason: string;
  reasonShown: boolean;
}

/** The takedown's stores (one checkbox each), its reason, and whether the artist may read the reason. */
export function TakedownFields({
  targets,
  draft,
  onChange,
}: {
  targets: TargetDeliveryView[];
  draft: TakedownDraft;
  onChange: (draft: TakedownDraft) => void;
}) {
  const toggle = (targetId: string, ticked: boolean) =>
    onChange({
      ...draft,
      targetIds: ticked ? [...draft.targetIds, targetId] : draft.targetIds.filter((id) => id !== targetId),
    });
  return (
    <>
      {targets.length > 0 && (
        <FormControl component="fieldset" margin="normal" fullWidth>
          <FormLabel component="legend">{M.storesLabel}</FormLabel>
          <FormGroup>
            {targets.map((target) => (
              <FormControlLabel
                key={target.targetId}
                label={target.name}
                control={
                  <Checkbox
                    checked={draft.targetIds.includes(target.targetId)}
                    onChange={(event) => toggle(target.targetId, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
      )}
      <TextField
        fullWidth
        multiline
        margin="normal"
        label={M.reasonLabel}
        value={draft.reason}
        onChange={(event) => onChange({ ...draft, reason: event.target.value })}
        slotProps={{ htmlInput: { maxLength: TAKEDOWN_REASON_MAX } }}
      />
      <FormControlLabel
        label={M.reasonShownLabel}
        control={<Checkbox checked={draft.reasonShown} onChange={(event) => onChange({ ...draft, reasonShown: event.target.checked })} />}
      />
    </>
  );
}
