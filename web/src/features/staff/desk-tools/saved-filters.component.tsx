import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import type { SavedDeskFilterSet } from '@wire';
import { checkSavedFilterName, SAVED_FILTER_NAME_MAX } from '@domain/staff-desk';
import { useSavedFilterActions, useSavedFilters } from './desk-tools.api';

/** The staff member's saved filter sets as chips (apply, delete) and 'Save filters' for the desk's current set. */
export function SavedFilters({ current, onApply }: { current: SavedDeskFilterSet; onApply(filter: SavedDeskFilterSet): void }) {
  const { data: saved, error } = useSavedFilters();
  const { save, remove } = useSavedFilterActions();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSavedFilterName(name);
    if (!checked.ok) return setProblem(checked.message);
    try {
      await save.mutateAsync({ name: checked.name, filter: current });
      setNaming(false);
      setName('');
      setProblem(null);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      component="section"
      aria-label="Saved filters"
      sx={{ alignItems: 'center', flexWrap: 'wrap', flex: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        Saved filters:
      </Typography>
      {saved?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          none yet
        </Typography>
      )}
      {(saved ?? []).map((f) => (
        <Chip
          key={f.id}
          label={f.name}
          onClick={() => onApply(f.filter)}
          onDelete={() => remove.mutate(f.id)}
          variant="outlined"
          color="primary"
          aria-label={`Apply saved filter ${f.name}`}
        />
      ))}
      <Button size="small" startIcon={<BookmarkAddIcon />} onClick={() => setNaming(true)}>
        Save filters
      </Button>
      {(error || remove.error) && <Alert severity="error">{(error ?? remove.error)?.message}</Alert>}
      <Dialog open={naming} onClose={() => setNaming(false)} aria-labelledby="save-filter-title">
        <form noValidate onSubmit={(e) => void submit(e)}>
          <DialogTitle id="save-filter-title">Save these filters</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={problem !== null}
              helperText={problem ?? `Saving under a name you already use replaces it (at most ${SAVED_FILTER_NAME_MAX} characters)`}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setNaming(false)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              Save
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
}
