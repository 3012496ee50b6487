import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { displayDate, submissionTitle } from '../../../../../domain/dashboard';
import { releaseTypeDisplay } from '../../../../../domain/release';
import { STATUS_LABELS, SUBMISSION_STATUSES } from '../../../../../domain/status';
import { useInjection } from '../../../di/container-context';
import { PORTAL_TOKENS } from '../../../di/portal-tokens';
import type { ReviewDeskGateway } from '../../../gateway/review-desk.gateway';
import type { ReviewListQuery, ReviewRow } from '../../../../../contracts';
import { StatusChip } from '../../status/status-chip.component';

const PAGE_SIZE = 20;

/** Submissions newest first with status/date filters, text search and keyset pages. */
export function SubmissionList() {
  const gateway = useInjection<ReviewDeskGateway>(PORTAL_TOKENS.reviewDesk);
  const [filters, setFilters] = useState<ReviewListQuery>({ status: '', q: '', from: '', to: '' });
  const [applied, setApplied] = useState<ReviewListQuery>(filters);
  // Cursors of the pages seen so far: [null, c1, c2...]; the last is the current page's.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [rows, setRows] = useState<ReviewRow[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const cursor = cursors[cursors.length - 1];

  useEffect(() => {
    let live = true;
    setLoading(true);
    gateway.list({ ...applied, cursor: cursor ?? undefined, limit: PAGE_SIZE }).then(
      (page) => {
        if (!live) return;
        setRows(page.submissions);
        setNext(page.nextCursor);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (!live) return;
        setError(e instanceof Error ? e.message : String(e));
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [gateway, applied, cursor]);

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    setCursors([null]);
    setApplied({ ...filters });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" component="form" role="search" onSubmit={apply} sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr auto' }, alignItems: 'center' }}>
        <TextField size="small" label="Search artist or title" value={filters.q} onChange={(e) => setFilters({ ...filters, q: e.target.value })}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }} />
        <TextField size="small" select label="Status" value={filters.status} onChange={(e) => { const f = { ...filters, status: e.target.value }; setFilters(f); setCursors([null]); setApplied(f); }}>
          <MenuItem value="">All statuses</MenuItem>
          {SUBMISSION_STATUSES.map((s) => <MenuItem key={s} value={s}>{STATUS_LABELS[s]}</MenuItem>)}
        </TextField>
        <TextField size="small" type="date" label="From" value={filters.from} onChange={(e) => setFilters({ ...filters, from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField size="small" type="date" label="To" value={filters.to} onChange={(e) => setFilters({ ...filters, to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        <Button type="submit" variant="contained">Apply</Button>
      </Paper>
      {error && <Alert severity="error">{error}</Alert>}
      <Paper variant="outlined">
        {loading && <LinearProgress aria-label="Loading submissions" />}
        <TableContainer>
          <Table size="small" aria-label="Submissions">
            <TableHead>
              <TableRow>
                <TableCell>Release</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Artist</TableCell>
                <TableCell>Status</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Type</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Submitted</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell sx={{ maxWidth: 260 }}>
                    <Link component={RouterLink} to={`/staff/review/${row.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{submissionTitle(row.releaseTitle)}</Link>
                    <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>{row.artistName}</Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, overflowWrap: 'anywhere' }}>{row.artistName}<Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>{row.email}</Typography></TableCell>
                  <TableCell><StatusChip status={row.status} /></TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{releaseTypeDisplay(row.releaseType) || row.uploadType}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>{displayDate(row.createdAt)}</TableCell>
                </TableRow>
              ))}
              {!loading && rows.length === 0 && (
                <TableRow><TableCell colSpan={5}><Typography color="text.secondary" sx={{ py: 2 }}>No submissions match these filters.</Typography></TableCell></TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <Stack direction="row" spacing={1} sx={{ p: 1.5, justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">Page {cursors.length}</Typography>
          <Stack direction="row" spacing={1}>
            <Button disabled={cursors.length === 1 || loading} onClick={() => setCursors(cursors.slice(0, -1))}>Previous</Button>
            <Button disabled={!next || loading} onClick={() => next && setCursors([...cursors, next])}>Next</Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
