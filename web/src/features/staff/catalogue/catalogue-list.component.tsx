import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import type { CatalogueRelease } from '@wire';
import { LABEL_CATALOGUE_MESSAGES } from '@domain/label-catalogue';
import { ColumnHeads } from '../../../components/table/column-heads.component';
import { EmptyTableRow } from '../../../components/table/empty-table-row.component';
import { releaseDay } from './release-identifiers.component';
import { DeliveryStatus, StageChip } from './release-status.component';

// On a phone the table keeps every column and scrolls sideways in its box; the release column stays in view.
const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
  minWidth: { xs: 140, sm: 200 },
  maxWidth: { xs: 160, sm: 280 },
} as const;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** The link to the artist's page, by the artist ID staff see. */
export function ArtistLink({ release }: { release: CatalogueRelease }) {
  if (!release.artistCode) return <>{release.artistName}</>;
  return (
    <Link component={RouterLink} to={`/artist/${encodeURIComponent(release.artistCode)}`}>
      {release.artistName}
    </Link>
  );
}

/** Approved, delivered and live releases with their UPC, ISRCs and delivery, soonest release first. */
export function CatalogueList({ releases, loading }: { releases: CatalogueRelease[]; loading: boolean }) {
  return (
    <Paper variant="outlined">
      <TableContainer role="region" aria-label="Catalogue table" tabIndex={0}>
        <Table size="small" aria-label="Catalogue">
          <ColumnHeads
            columns={[
              { label: 'Release', sx: { ...sticky, zIndex: 2 } },
              { label: 'Release date', sx: nowrap },
              'Stage',
              { label: 'UPC and ISRCs', sx: nowrap },
              { label: 'Delivery', sx: { minWidth: 180 } },
            ]}
          />
          <TableBody>
            {releases.map((r) => (
              <TableRow key={r.id} hover>
                <TableCell sx={{ ...sticky, overflowWrap: 'anywhere' }}>
                  <Link component={RouterLink} to={`/staff/review/${r.id}`} sx={{ fontWeight: 600 }}>
                    {r.releaseTitle || 'Untitled Release'}
                  </Link>
                  <Typography variant="caption" sx={{ display: 'block' }}>
                    <ArtistLink release={r} />
                  </Typography>
                </TableCell>
                <TableCell sx={nowrap}>{releaseDay(r.releaseDate)}</TableCell>
                <TableCell>{r.stage && <StageChip stage={r.stage} />}</TableCell>
                <TableCell sx={{ ...nowrap, fontFamily: 'monospace', fontSize: 13 }}>
                  <div>UPC {r.upc ?? '—'}</div>
                  {r.tracks.map((t) => (
                    <div key={t.position}>
                      {t.position + 1}. {t.isrc ?? '—'}
                    </div>
                  ))}
                </TableCell>
                <TableCell sx={{ minWidth: 180 }}>
                  <DeliveryStatus delivery={r.delivery} />
                </TableCell>
              </TableRow>
            ))}
            {!loading && releases.length === 0 && <EmptyTableRow columns={5}>{LABEL_CATALOGUE_MESSAGES.empty}</EmptyTableRow>}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
