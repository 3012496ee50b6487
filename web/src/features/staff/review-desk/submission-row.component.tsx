import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { displayDate, submissionTitle } from '@domain/dashboard';
import { releaseTypeDisplay, uploadTypeDisplay } from '@domain/release';
import type { ReviewListRow } from '@wire';
import { StatusChip } from '../../../components/status/status-chip.component';
import { AgeChip } from './age-chip.component';

/** One desk row; on a phone the artist and status sit under the title and the columns beside it are hidden. */
export function SubmissionRow({ row, selected, onToggle }: { row: ReviewListRow; selected: boolean; onToggle(): void }) {
  return (
    <TableRow hover selected={selected} sx={row.age.standing === 'overdue' ? { borderLeft: 4, borderLeftColor: 'error.main' } : undefined}>
      <TableCell padding="checkbox">
        <Checkbox
          size="small"
          checked={selected}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': `Select ${submissionTitle(row.releaseTitle)}` } }}
        />
      </TableCell>
      <TableCell sx={{ maxWidth: 260 }}>
        <Link component={RouterLink} to={`/staff/review/${row.id}`} sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
          {submissionTitle(row.releaseTitle)}
        </Link>
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
          {row.artistName}
        </Typography>
        <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
          <StatusChip status={row.status} />
        </Box>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, overflowWrap: 'anywhere' }}>
        {row.artistName}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {row.email}
        </Typography>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
        <StatusChip status={row.status} />
        {row.splits && (
          <Typography variant="caption" color={row.splits === 'declined' ? 'error' : 'text.secondary'} sx={{ display: 'block', mt: 0.5 }}>
            Splits: {row.splits}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
        {releaseTypeDisplay(row.releaseType) || uploadTypeDisplay(row.uploadType)}
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>{displayDate(row.releaseDate)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <AgeChip age={row.age} />
        <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
          {row.age.standing === 'not-sent' ? 'started' : 'since'} {displayDate(row.createdAt)}
        </Typography>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>{row.assignedTo?.name ?? '—'}</TableCell>
    </TableRow>
  );
}
