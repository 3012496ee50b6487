import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { submissionTitle } from '@domain/dashboard';
import { useBulkChange, useDeskPage } from './review-desk.api';
import { reviewDeskCsvUrl } from '../../../gateway/review-desk-query';
import { BulkBar } from './bulk-bar.component';
import { type BulkOutcome, BulkOutcomeReport } from './bulk-outcome.component';
import { DownloadSelection } from './download-selection.component';
import { SubmissionRow } from './submission-row.component';
import { EmptyTableRow } from '../../../components/table/empty-table-row.component';
import { type DeskFilterForm, DeskFilters, EMPTY_DESK_FILTERS, toListQuery } from './desk-filters.component';
import type { SavedDeskFilterSet } from '@wire';
import { SavedFilters } from '../desk-tools/saved-filters.component';
import { savedSetOf } from '../desk-tools/saved-filter-form';

const PAGE_SIZE = 20;

interface Props {
  /** 'me' in the 'Assigned to me' view. */
  assignedTo?: string;
  initial?: DeskFilterForm;
  onApplySaved?(filter: SavedDeskFilterSet): void;
}

/** Submissions with filters, search, order, keyset pages, age against the review promise, bulk moves and CSV export. */
export function SubmissionList({ assignedTo, initial = EMPTY_DESK_FILTERS, onApplySaved }: Props) {
  const [filters, setFilters] = useState<DeskFilterForm>(initial);
  const [applied, setApplied] = useState<DeskFilterForm>(filters);
  // Cursors of the pages seen so far: [null, c1, c2...]; the last is the current page's.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const cursor = cursors[cursors.length - 1];
  const bulkChange = useBulkChange();
  const page = useDeskPage({ ...toListQuery(applied), assignedTo, cursor: cursor ?? undefined, limit: PAGE_SIZE }, [
    applied,
    assignedTo,
    cursor,
  ]);
  const rows = page.data?.submissions ?? [];
  const next = page.data?.nextCursor ?? null;
  const loading = page.isFetching;
  const error = page.error?.message ?? null;

  const apply = (next: DeskFilterForm = filters) => {
    setCursors([null]);
    setSelected(new Set());
    setOutcome(null);
    setApplied({ ...next });
  };
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const bulk = async (status: string, note: string) => {
    const names = Object.fromEntries(
      rows.filter((row) => selected.has(row.id)).map((row) => [row.id, `${submissionTitle(row.releaseTitle)} — ${row.artistName}`]),
    );
    const answer = await bulkChange.mutateAsync({
      filter: { ...toListQuery(applied), assignedTo },
      ids: [...selected],
      change: note ? { status, note } : { status },
    });
    // The refused rows stay ticked, so the change can be tried again once the reason is dealt with.
    setSelected(new Set(answer.refused.map((r) => r.id)));
    setOutcome({ status, changed: answer.changed, refused: answer.refused, names });
  };

  return (
    // minmax(0, 1fr): the table scrolls inside its container instead of widening the page on a phone.
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <DeskFilters filters={filters} onChange={setFilters} onApply={apply} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}>
        {onApplySaved && <SavedFilters current={savedSetOf(applied, assignedTo)} onApply={onApplySaved} />}
        {selected.size > 0 && <DownloadSelection rows={rows.filter((row) => selected.has(row.id))} />}
        <Button
          component="a"
          href={reviewDeskCsvUrl({ ...toListQuery(applied), assignedTo })}
          startIcon={<DownloadIcon />}
          variant="outlined"
          size="small"
        >
          Export CSV
        </Button>
      </Stack>
      {outcome && <BulkOutcomeReport outcome={outcome} onClose={() => setOutcome(null)} />}
      {selected.size > 0 && <BulkBar count={selected.size} onApply={bulk} />}
      {error && <Alert severity="error">{error}</Alert>}
      <Paper variant="outlined">
        {loading && <LinearProgress aria-label="Loading submissions" />}
        <TableContainer>
          <Table size="small" aria-label="Submissions">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={rows.length > 0 && rows.every((r) => selected.has(r.id))}
                    onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((r) => r.id)) : new Set())}
                    slotProps={{ input: { 'aria-label': 'Select all on this page' } }}
                  />
                </TableCell>
                <TableCell>Release</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Artist</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Status</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Type</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Release date</TableCell>
                <TableCell>Waiting</TableCell>
                <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>Assigned</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <SubmissionRow key={row.id} row={row} selected={selected.has(row.id)} onToggle={() => toggle(row.id)} />
              ))}
              {!loading && rows.length === 0 && <EmptyTableRow columns={8}>No submissions match these filters.</EmptyTableRow>}
            </TableBody>
          </Table>
        </TableContainer>
        <Stack direction="row" spacing={1} sx={{ p: 1.5, justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            Page {cursors.length}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button disabled={cursors.length === 1 || loading} onClick={() => setCursors(cursors.slice(0, -1))}>
              Previous
            </Button>
            <Button disabled={!next || loading} onClick={() => next && setCursors([...cursors, next])}>
              Next
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
