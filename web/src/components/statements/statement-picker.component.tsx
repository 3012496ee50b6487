import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

type StatementFile = 'pdf' | 'csv';

/** The closed periods with a statement, to pick the one to read. */
export function StatementPeriodSelect({
  periods,
  value,
  onChange,
}: {
  periods: readonly { id: string; name: string }[];
  value: string;
  onChange(periodId: string): void;
}) {
  return (
    <TextField select size="small" label="Period" value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 200 }}>
      {periods.map((p) => (
        <MenuItem key={p.id} value={p.id}>
          {p.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The picked statement's downloads, side by side at every width. */
export function StatementFileButtons({ urlOf }: { urlOf(file: StatementFile): string }) {
  return (
    <Stack direction="row" spacing={2}>
      <Button href={urlOf('pdf')} variant="outlined" size="small">
        PDF
      </Button>
      <Button href={urlOf('csv')} variant="outlined" size="small">
        CSV
      </Button>
    </Stack>
  );
}
