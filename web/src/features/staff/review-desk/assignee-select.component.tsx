import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

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
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    loadStaff().then(
      (members) => current && setStaff(members),
      (e: unknown) => current && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      current = false;
    };
  }, [loadStaff]);

  const members = staff ?? [];
  const options = assignedTo && !members.some((m) => m.id === assignedTo.id) ? [assignedTo, ...members] : members;

  const change = async (value: string) => {
    setSaving(true);
    setError(null);
    try {
      await onAssign(value === UNASSIGNED ? null : value);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <TextField
        select
        fullWidth
        size="small"
        label="Assigned to"
        value={assignedTo?.id ?? UNASSIGNED}
        disabled={saving || staff === null}
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
