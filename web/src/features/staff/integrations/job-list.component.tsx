import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JobRow } from '@wire';

const STANDING = {
  pending: { label: 'Waiting', color: 'default' },
  retrying: { label: 'Retrying', color: 'warning' },
  running: { label: 'Running', color: 'info' },
  dead: { label: 'Failed', color: 'error' },
} as const;

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export interface JobListProps {
  jobs: JobRow[];
  empty: string;
  busy: boolean;
  onRetry(job: JobRow): void;
  onDiscard(job: JobRow): void;
}

/** Jobs as cards (they read at phone width too): kind, standing, tries, next run, last error, and the actions. */
export function JobList({ jobs, empty, busy, onRetry, onDiscard }: JobListProps) {
  if (jobs.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {jobs.map((job) => (
        <Paper key={job.id} component="li" variant="outlined" sx={{ p: 1.5 }} aria-label={`${job.kind} job`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography sx={{ fontFamily: 'ui-monospace, monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>{job.kind}</Typography>
            <Chip size="small" color={STANDING[job.standing].color} label={STANDING[job.standing].label} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {job.attempts} {job.attempts === 1 ? 'try' : 'tries'} · queued {when(job.createdAt)}
            {job.nextRunAt ? ` · next try ${when(job.nextRunAt)}` : ` · gave up ${when(job.updatedAt)}`}
          </Typography>
          {job.lastError && (
            <Typography variant="body2" sx={{ mt: 0.5, fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' }}>
              Last error: {job.lastError}
            </Typography>
          )}
          {job.standing !== 'running' && (
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button size="small" variant="outlined" disabled={busy} onClick={() => onRetry(job)}>
                {job.standing === 'dead' ? 'Retry' : 'Run now'}
              </Button>
              <Button size="small" color="error" disabled={busy} onClick={() => onDiscard(job)}>
                Discard
              </Button>
            </Stack>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
