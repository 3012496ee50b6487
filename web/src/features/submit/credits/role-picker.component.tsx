import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { searchRoles } from '../../../../../domain/taxonomy';

/** Roles from the role catalogue; typing filters the flat sorted list (public flow §2.6). */
export function RolePicker({ value, onChange, label }: { value: string[]; onChange: (roles: string[]) => void; label: string }) {
  const [input, setInput] = useState('');
  return (
    <Autocomplete<string, true>
      multiple
      size="small"
      options={searchRoles(input) as string[]}
      filterOptions={(x) => x}
      value={value}
      inputValue={input}
      onInputChange={(_e, v) => setInput(v)}
      onChange={(_e, roles) => onChange(roles)}
      renderInput={(params) => <TextField {...params} label={label} placeholder="Search roles" />}
    />
  );
}
