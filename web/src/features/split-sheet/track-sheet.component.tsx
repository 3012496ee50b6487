import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SplitSheetPageTrack } from '@wire';
import { audioUrlOf } from './split-sheet.api';

const STATE_WORDS: Record<SplitSheetPageTrack['state'], { label: string; color: 'default' | 'success' | 'error' | 'warning' }> = {
  asked: { label: 'Waiting for you', color: 'warning' },
  opened: { label: 'Waiting for you', color: 'warning' },
  agreed: { label: 'Agreed', color: 'success' },
  declined: { label: 'Declined', color: 'error' },
  expired: { label: 'Expired', color: 'default' },
};

/** One track of the collaborator's page: its recording, identity, and every share with theirs marked. */
export function TrackSheet({ token, track }: { token: string; track: SplitSheetPageTrack }) {
  const state = STATE_WORDS[track.state];
  const carried = track.state === 'agreed' && track.answeredVersion !== null && track.answeredVersion < track.version;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2">
          {track.title}
        </Typography>
        <Chip size="small" label={state.label} color={state.color} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Version {track.version} · ISRC {track.isrc ?? 'not yet assigned'}
        {carried && ` · you agreed to version ${track.answeredVersion}; your share did not change`}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', wordBreak: 'break-all', mb: 1 }}>
        Audio SHA-256: {track.audioSha256 ?? 'no audio'}
      </Typography>
      {track.audioSha256 && <audio controls preload="none" src={audioUrlOf(token, track.trackKey)} style={{ width: '100%' }} />}
      <Table size="small" aria-label={`Shares of ${track.title}`} sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>Who</TableCell>
            <TableCell>Share</TableCell>
            <TableCell align="right">%</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {track.shares.map((share) => (
            <TableRow key={`${share.kind}-${share.email}-${share.name}`} selected={share.mine}>
              <TableCell sx={{ fontWeight: share.mine ? 700 : undefined }}>
                {share.name}
                {share.mine && ' (you)'}
              </TableCell>
              <TableCell>{share.role}</TableCell>
              <TableCell align="right">{share.percentage}%</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {track.declineReason && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Your reason: {track.declineReason}
        </Typography>
      )}
    </Paper>
  );
}
