import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { StatementView } from '../../components/statements/statement-view.component';
import { statementFileUrl, useMyStatement, useMyStatementPeriods } from './api/earnings.api';

/** The artist's statements: pick a closed period, read the totals, the chart and the breakdowns, download CSV or PDF. */
export function EarningsTab() {
  const periods = useMyStatementPeriods();
  const [chosen, setChosen] = useState<string | null>(null);
  const payee = periods.data?.payee ?? null;
  const periodId = chosen ?? periods.data?.periods[0]?.id ?? null;
  const statement = useMyStatement(periodId, payee);
  if (periods.isPending) return <CircularProgress aria-label="Loading earnings" />;
  if (!periodId || !payee) return <Alert severity="info">No statement yet: statements appear here once a period is closed.</Alert>;
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField select size="small" label="Period" value={periodId} onChange={(e) => setChosen(e.target.value)} sx={{ minWidth: 200 }}>
          {(periods.data?.periods ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <Button href={statementFileUrl(periodId, payee, 'pdf')} variant="outlined" size="small">
          PDF
        </Button>
        <Button href={statementFileUrl(periodId, payee, 'csv')} variant="outlined" size="small">
          CSV
        </Button>
      </Stack>
      {statement.data ? <StatementView statement={statement.data} /> : <CircularProgress aria-label="Loading the statement" />}
    </Stack>
  );
}
