import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { Agreement, lastSignIn } from './agreement.component';
import { useStaffArtists } from './artists.api';
import { SearchField } from '../../../components/search-field.component';
import { ColumnHeads } from '../../../components/table/column-heads.component';
import { EmptyTableRow } from '../../../components/table/empty-table-row.component';
import { useDebouncedValue } from '../../../queries/use-debounced-value';
import { type AccessOutcome, ArtistAccessActions } from './artist-access-actions.component';
import { StaffPage } from '../staff-page.component';

/** Every artist with their agreement, submissions and last sign-in; staff mail a new sign-in code, or revoke and restore access. */
export function StaffArtistsPage() {
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState<AccessOutcome | null>(null);
  const searched = useDebouncedValue(search, 250);
  const { data: artists, error } = useStaffArtists(searched);

  const afterAction = (outcome: AccessOutcome) => {
    setNotice(outcome);
  };

  const hideSmall = { display: { xs: 'none', md: 'table-cell' } };
  return (
    <StaffPage title="Artists">
      <SearchField
        fullWidth
        label="Search name, artist ID or email"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mb: 2 }}
      />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.message}
        </Alert>
      )}
      {notice && (
        <Alert severity={notice.severity} sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label="Artists">
            <ColumnHeads
              columns={['Artist', 'Agreement', { label: 'Submissions', sx: hideSmall }, { label: 'Last sign-in', sx: hideSmall }, 'Access']}
            />
            <TableBody>
              {(artists ?? []).map((a) => (
                <TableRow key={a.id} hover>
                  <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 260 }}>
                    <Link
                      component={RouterLink}
                      to={`/artist/${encodeURIComponent(a.artistCode)}`}
                      variant="body2"
                      sx={{ fontWeight: 600 }}
                    >
                      {a.artistName || `${a.firstName} ${a.surname}`}
                    </Link>
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {a.artistCode}
                      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                        {' · '}
                      </Box>
                      <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' } }}>
                        {a.email}
                      </Box>
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <Agreement artist={a} stacked />
                  </TableCell>
                  <TableCell sx={hideSmall}>{a.submissionCount}</TableCell>
                  <TableCell sx={{ ...hideSmall, whiteSpace: 'nowrap' }}>{lastSignIn(a.lastSignInAt)}</TableCell>
                  <TableCell>
                    <ArtistAccessActions artist={a} onDone={afterAction} />
                  </TableCell>
                </TableRow>
              ))}
              {artists?.length === 0 && <EmptyTableRow columns={5}>No artists match.</EmptyTableRow>}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </StaffPage>
  );
}
