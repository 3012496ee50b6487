import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { UnmatchedLineGroupView } from '@wire';

interface Props {
  groups: UnmatchedLineGroupView[];
  onMatch(group: UnmatchedLineGroupView, trackId: string): void;
  busy: boolean;
}

// On a phone the report line moves under what was reported, so the likely matches (the action) stay in view.
const ON_WIDE_SCREENS = { display: { xs: 'none', sm: 'table-cell' } } as const;
const lineOf = (g: Props['groups'][number]) => `${g.fileName} line ${g.firstLine}${g.lineCount > 1 ? ` (+${g.lineCount - 1})` : ''}`;

/** Lines no ISRC or UPC matched, with the catalogue tracks they most likely are; left alone, they wait for a later period. */
export function UnmatchedLines({ groups, onMatch, busy }: Props) {
  if (groups.length === 0) return <Typography color="text.secondary">Every line is matched.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Unmatched lines">
        <TableHead>
          <TableRow>
            <TableCell sx={ON_WIDE_SCREENS}>Report line</TableCell>
            <TableCell>As reported</TableCell>
            <TableCell>Amount</TableCell>
            <TableCell>Likely matches</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((g) => (
            <TableRow key={`${g.reportId}-${g.firstLine}`}>
              <TableCell sx={ON_WIDE_SCREENS}>{lineOf(g)}</TableCell>
              <TableCell>
                <strong>{g.title}</strong> — {g.artist}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {g.isrc ?? g.upc ?? 'no identifier'}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                  {lineOf(g)}
                </Typography>
              </TableCell>
              <TableCell>{g.totals.map((t) => `${t.amount} ${t.currency}`).join(', ')}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {g.likely.length === 0 && <Chip size="small" label="No likely match" />}
                  {g.likely.map((c) => (
                    <Button
                      key={c.trackId}
                      size="small"
                      variant="outlined"
                      disabled={busy}
                      onClick={() => onMatch(g, c.trackId)}
                      sx={{ textAlign: 'left' }}
                    >
                      {c.title} · {c.artistName} ({Math.round(c.score * 100)}%)
                    </Button>
                  ))}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
