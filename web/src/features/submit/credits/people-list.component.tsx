import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addContributorRefusal, type ContributorGroup } from '@domain/credits';
import { RolePicker } from './role-picker.component';

export type Person = {
  id: string;
  firstName?: string;
  surname?: string;
  lastName?: string;
  email?: string;
  roles?: string[];
  percentage?: number | null;
};

export interface PeopleListProps<T extends Person> {
  group: ContributorGroup;
  title: string;
  people: T[];
  lastNameKey: 'surname' | 'lastName';
  withRoles?: boolean;
  withPercentage?: boolean;
  fieldPrefix: string;
  errors: Record<string, string>;
  make: () => T;
  onChange: (people: T[]) => void;
  addLabel: string;
}

/** One contributor group: rows of name, email (optional), roles or percentage; capped at 10. */
export function PeopleList<T extends Person>({
  group,
  title,
  people,
  lastNameKey,
  withRoles,
  withPercentage,
  fieldPrefix,
  errors,
  make,
  onChange,
  addLabel,
}: PeopleListProps<T>) {
  const refusal = addContributorRefusal(group, people);
  const set = (i: number, changes: Partial<T>) => onChange(people.map((p, j) => (j === i ? { ...p, ...changes } : p)));
  const err = (i: number, key: string) => errors[`${fieldPrefix}[${i}].${key}`];
  return (
    <Box data-field={fieldPrefix}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>
        {people.map((p, i) => (
          <Box
            key={p.id}
            data-field={`${fieldPrefix}[${i}]`}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: withPercentage ? '1fr 1fr 1.4fr 90px auto' : '1fr 1fr 1.4fr auto' },
              alignItems: 'start',
            }}
          >
            <TextField
              size="small"
              label="First name"
              required
              value={p.firstName ?? ''}
              onChange={(e) => set(i, { firstName: e.target.value } as Partial<T>)}
              error={!!err(i, 'firstName')}
              helperText={err(i, 'firstName')}
            />
            <TextField
              size="small"
              label={lastNameKey === 'surname' ? 'Surname' : 'Last name'}
              required
              value={p[lastNameKey] ?? ''}
              onChange={(e) => set(i, { [lastNameKey]: e.target.value } as Partial<T>)}
              error={!!err(i, lastNameKey)}
              helperText={err(i, lastNameKey)}
            />
            <TextField
              size="small"
              label="Email (optional)"
              type="email"
              data-field={`${fieldPrefix}[${i}].email`}
              value={p.email ?? ''}
              onChange={(e) => set(i, { email: e.target.value } as Partial<T>)}
              error={!!err(i, 'email')}
              helperText={err(i, 'email')}
            />
            {withPercentage && (
              <TextField
                size="small"
                label="%"
                type="number"
                value={p.percentage ?? ''}
                slotProps={{ htmlInput: { min: 0, max: 100, step: 1, 'aria-label': `Percentage for ${p.firstName || `person ${i + 1}`}` } }}
                onChange={(e) => set(i, { percentage: e.target.value === '' ? 0 : Math.round(Number(e.target.value)) } as Partial<T>)}
                error={!!err(i, 'percentage')}
              />
            )}
            <IconButton aria-label={`Remove ${title.toLowerCase()} ${i + 1}`} onClick={() => onChange(people.filter((_, j) => j !== i))}>
              <DeleteOutlineIcon />
            </IconButton>
            {withRoles && (
              <Box sx={{ gridColumn: '1 / -1' }}>
                <RolePicker label="Roles" value={p.roles ?? []} onChange={(roles) => set(i, { roles } as Partial<T>)} />
              </Box>
            )}
          </Box>
        ))}
      </Stack>
      {refusal ? (
        <Typography variant="caption" color="text.secondary">
          {refusal}
        </Typography>
      ) : (
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...people, make()])} sx={{ mt: 1 }}>
          {addLabel}
        </Button>
      )}
      {errors[fieldPrefix] && (
        <Typography variant="caption" color="error" component="p">
          {errors[fieldPrefix]}
        </Typography>
      )}
    </Box>
  );
}
