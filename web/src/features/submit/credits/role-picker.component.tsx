import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { type GroupedRole, ROLES_BY_GROUP, searchRoles } from '@domain/taxonomy';

/** Search answers carry no group: the list is flat and sorted once the person types. */
const ungrouped = (role: string): GroupedRole => ({ group: '', role });

/**
 * Roles from the role catalogue (public flow §2.6): under their groups (Core Roles, Rhythm & Percussion, …) until the
 * person types, then the flat sorted list the search filters.
 */
export function RolePicker({ value, onChange, label }: { value: string[]; onChange: (roles: string[]) => void; label: string }) {
  const [input, setInput] = useState('');
  const searching = input.trim() !== '';
  // A new value array on every render would read as a change and clear what is being typed.
  const picked = useMemo(() => value.map(ungrouped), [value]);
  return (
    <Autocomplete<GroupedRole, true>
      multiple
      size="small"
      options={searching ? searchRoles(input).map(ungrouped) : (ROLES_BY_GROUP as GroupedRole[])}
      groupBy={searching ? undefined : (option) => option.group}
      getOptionLabel={(option) => option.role}
      getOptionKey={(option) => `${option.group}/${option.role}`}
      isOptionEqualToValue={(option, picked) => option.role === picked.role}
      filterOptions={(options) => options}
      value={picked}
      inputValue={input}
      onInputChange={(_event, typed) => setInput(typed)}
      onChange={(_event, picked) => onChange(picked.map((option) => option.role))}
      renderInput={(params) => <TextField {...params} label={label} placeholder="Search roles" />}
    />
  );
}
