import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JobRow } from '@wire';
import { CardHeading, CardList, ListCard } from './card-list.component';
import { when } from '../when';

const STANDING = {
  pending: { label: 'Waiting', color: 'default' },
  retrying: { label: 'Retrying', color: 'warning' },
  running: { label: 'Running', color: 'info' },
  dead: { label: 'Failed', color: 'error' },
} as const;

/** What staff may do with a job that is not running, and whether a request of theirs is still on its way. */
interface JobActions {
  busy: boolean;
  onRetry(job: JobRow): void;
  onDiscard(job: JobRow): void;
}

/** One job: kind, standing, tries, next run, last error, and the actions. */
function JobCard({ job, busy, onRetry, onDiscard }: { job: JobRow } & JobActions) {
  return (
    <ListCard aria-label={`${job.kind} job`}>
      <CardHeading>
        <Typography sx={{ fontFamily: 'ui-monospace, monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>{job.kind}</Typography>
        <Chip size="small" color={STANDING[job.standing].color} label={STANDING[job.standing].label} />
      </CardHeading>
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
    </ListCard>
  );
}

/** Jobs as cards, `empty` saying so when there are none. */
export function JobList({ jobs, empty, ...actions }: { jobs: JobRow[]; empty: string } & JobActions) {
  return <CardList items={jobs} empty={empty} card={(job) => <JobCard key={job.id} job={job} {...actions} />} />;
}
