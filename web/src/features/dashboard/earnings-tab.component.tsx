import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { StatementFileButtons, StatementPeriodSelect } from '../../components/statements/statement-picker.component';
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
        <StatementPeriodSelect periods={periods.data?.periods ?? []} value={periodId} onChange={setChosen} />
        <StatementFileButtons urlOf={(file) => statementFileUrl(periodId, payee, file)} />
      </Stack>
      {statement.data ? <StatementView statement={statement.data} /> : <CircularProgress aria-label="Loading the statement" />}
    </Stack>
  );
}
