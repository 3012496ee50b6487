import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PeriodTotalsResponse } from '@wire';

const KIND_LABELS: Record<string, string> = {
  payee: 'Payees (agreed)',
  'escrow-release': 'Escrow paid out',
  escrow: 'Held in escrow',
  label: 'Label share',
  unmatched: 'Unmatched',
  recoupment: 'Recouped from artists',
  recouped: 'Recouped by the label',
  'balance-brought': 'Balances below zero brought forward (payees)',
  'balance-recovered': 'Balances below zero taken back by the label',
  'balance-carried': 'Balances below zero carried forward (payees)',
  'balance-advanced': 'Balances below zero advanced by the label',
};

/** A closed period: the label's totals by kind, each report reconciled, and every payee's payout. */
export function PeriodTotals({ totals, payoutUrl }: { totals: PeriodTotalsResponse; payoutUrl: string }) {
  return (
    <Stack spacing={3}>
      <Table size="small" aria-label="Totals by kind">
        <TableHead>
          <TableRow>
            <TableCell>Allocated to</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {totals.byKind.map((k) => (
            <TableRow key={`${k.currency}-${k.kind}`}>
              <TableCell>{KIND_LABELS[k.kind] ?? k.kind}</TableCell>
              <TableCell align="right">
                {k.amount} {k.currency}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="h6" component="h3">
        Reports reconciled
      </Typography>
      {totals.reports.map((r) => (
        <Typography key={r.fileName}>
          {r.fileName} ({r.store}): reported {r.reported.map((m) => `${m.amount} ${m.currency}`).join(', ')} · allocated{' '}
          {r.allocated.map((m) => `${m.amount} ${m.currency}`).join(', ')}
        </Typography>
      ))}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" component="h3">
          Payouts
        </Typography>
        <Button href={payoutUrl} variant="outlined" size="small">
          Payout CSV
        </Button>
      </Stack>
      <Table size="small" aria-label="Payouts">
        <TableBody>
          {totals.payees.map((p) => (
            <TableRow key={p.payee}>
              <TableCell>{p.name}</TableCell>
              <TableCell align="right">
                {p.payable.amount} {p.payable.currency}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
}
