import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import Link from '@mui/material/Link';
import type { CatalogueRelease } from '@wire';
import { formatLongDate, parseDateInput } from '@domain/shared';
import { ColumnHeads } from '../../../components/table/column-heads.component';
import { StatusChip } from '../../../components/status/status-chip.component';
import { DeliveryStatus, StageChip } from './release-status.component';

const NOT_ASSIGNED = 'Not assigned yet';

export const releaseDay = (day: string | null) => {
  const date = parseDateInput(day);
  return date ? formatLongDate(date) : 'No date';
};

/** One release on the artist page: status, release date, UPC, each track's ISRC and the delivery. */
export function ReleaseIdentifiers({ release }: { release: CatalogueRelease }) {
  const title = release.releaseTitle || 'Untitled Release';
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h3" sx={{ mr: 1, overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/staff/review/${release.id}`}>
            {title}
          </Link>
        </Typography>
        <StatusChip status={release.status} />
        {release.stage && release.stage !== release.status.trim().toLowerCase() && <StageChip stage={release.stage} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {releaseDay(release.releaseDate)} · UPC <span data-testid="upc">{release.upc ?? NOT_ASSIGNED}</span>
      </Typography>
      {release.stage && (
        <Stack sx={{ mt: 1, alignItems: 'flex-start' }}>
          <DeliveryStatus delivery={release.delivery} />
        </Stack>
      )}
      {release.tracks.length > 0 && (
        <Table size="small" aria-label={`Tracks of ${title}`} sx={{ mt: 1 }}>
          <ColumnHeads columns={['#', 'Track', 'ISRC']} />
          <TableBody>
            {release.tracks.map((track) => (
              <TableRow key={track.position}>
                <TableCell>{track.position + 1}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{track.title}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{track.isrc ?? NOT_ASSIGNED}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
