import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ANALYTICS_MESSAGES, orNotAvailable } from '@domain/analytics';
import type { AnalyticsDashboard } from '../../../gateway/analytics.gateway';
import { ColumnHeads } from '../../../components/table/column-heads.component';

/** The latest client errors of the window, newest first. */
export function RecentErrors({ errors }: { errors: AnalyticsDashboard['errorStats']['recentErrors'] }) {
  if (errors.length === 0) return <Typography color="text.secondary">{ANALYTICS_MESSAGES.noRecentErrors}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Recent errors">
        <ColumnHeads columns={['Time', 'Severity', 'Category', 'Message', 'URL']} />
        <TableBody>
          {errors.map((e, i) => (
            <TableRow key={i}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(e.timestamp).toLocaleString('en-US')}</TableCell>
              <TableCell>{e.severity}</TableCell>
              <TableCell>{e.category}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{e.message}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>{orNotAvailable(e.url)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
