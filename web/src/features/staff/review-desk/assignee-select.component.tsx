import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { usePendingAction } from '../../../components/use-pending-action.hook';

interface StaffMember {
  id: string;
  name: string;
}

const UNASSIGNED = '';

/** Who on the team looks after the submission; changing it saves at once. */
export function AssigneeSelect({
  assignedTo,
  loadStaff,
  onAssign,
}: {
  assignedTo: StaffMember | null;
  loadStaff: () => Promise<StaffMember[]>;
  onAssign: (staffId: string | null) => Promise<void>;
}) {
  // The team changes rarely: one read serves every submission page opened in the tab.
  const { data: staff, error: loadError } = useQuery({ queryKey: ['staff-members'], queryFn: loadStaff, staleTime: 5 * 60_000 });
  const { busy: saving, error: saveError, run } = usePendingAction();
  const error = saveError ?? loadError?.message ?? null;

  const members = staff ?? [];
  const options = assignedTo && !members.some((m) => m.id === assignedTo.id) ? [assignedTo, ...members] : members;

  const change = (value: string) => run(() => onAssign(value === UNASSIGNED ? null : value));

  return (
    <>
      <TextField
        select
        fullWidth
        size="small"
        label="Assigned to"
        value={assignedTo?.id ?? UNASSIGNED}
        disabled={saving || staff === undefined}
        onChange={(e) => void change(e.target.value)}
      >
        <MenuItem value={UNASSIGNED}>Unassigned</MenuItem>
        {options.map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {m.name}
          </MenuItem>
        ))}
      </TextField>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </>
  );
}
