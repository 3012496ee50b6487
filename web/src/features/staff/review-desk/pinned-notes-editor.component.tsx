import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { NoteTemplatesResponse } from '@wire';
import { type PinnedFieldRef, pinnedFieldKind, pinnedFieldLabel } from '@domain/review-pins';
import { SelectField } from '../../../components/select-field.component';

export interface DraftPin {
  field: PinnedFieldRef | '';
  note: string;
}

interface Props {
  fields: readonly PinnedFieldRef[];
  templates: NoteTemplatesResponse['templates'];
  pins: DraftPin[];
  onChange(pins: DraftPin[]): void;
}

/** Notes pinned to fields of the release, each picked from the label's templates or written out. */
export function PinnedNotesEditor({ fields, templates, pins, onChange }: Props) {
  const set = (i: number, pin: Partial<DraftPin>) => onChange(pins.map((p, j) => (j === i ? { ...p, ...pin } : p)));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} role="group" aria-label="Notes pinned to fields">
      <Typography variant="subtitle2">Pin notes to fields</Typography>
      {pins.map((pin, i) => {
        const label = pin.field ? pinnedFieldLabel(pin.field) : `pinned note ${i + 1}`;
        const fitting = templates.filter((t) => t.fieldKind === 'any' || (pin.field && t.fieldKind === pinnedFieldKind(pin.field)));
        return (
          <Paper key={i} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1.5 }}>
            <SelectField
              label={`Field for pinned note ${i + 1}`}
              size="small"
              value={pin.field}
              onChange={(e) => set(i, { field: e.target.value as PinnedFieldRef })}
              options={fields
                .filter((f) => f === pin.field || !pins.some((p) => p.field === f))
                .map((f) => ({ value: f, label: pinnedFieldLabel(f) }))}
            />
            <SelectField
              label={`Template for ${label}`}
              size="small"
              value=""
              disabled={!pin.field}
              onChange={(e) => set(i, { note: templates.find((t) => t.id === e.target.value)?.body ?? pin.note })}
              options={fitting.map((t) => ({ value: t.id, label: t.body }))}
            />
            <TextField
              label={`Note for ${label}`}
              size="small"
              multiline
              value={pin.note}
              onChange={(e) => set(i, { note: e.target.value })}
            />
            <Button size="small" color="inherit" sx={{ justifySelf: 'start' }} onClick={() => onChange(pins.filter((_, j) => j !== i))}>
              Remove pinned note {i + 1}
            </Button>
          </Paper>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        variant="outlined"
        sx={{ justifySelf: 'start' }}
        disabled={pins.length >= fields.length}
        onClick={() => onChange([...pins, { field: '', note: '' }])}
      >
        Pin a note to a field
      </Button>
    </Box>
  );
}
