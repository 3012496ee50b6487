import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { DELIVERY_JOB_WORDS } from '@domain/delivery-targets';
import type { DeliveryJobRow } from '@wire';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The deliveries not yet done: release and artist (linked to the desk), the targets still to have it, the next attempt. */
export function DeliveryJobs({ jobs }: { jobs: DeliveryJobRow[] }) {
  if (jobs.length === 0) return <Typography color="text.secondary">{DELIVERY_JOB_WORDS.none}</Typography>;
  return (
    <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Deliveries waiting">
      {jobs.map((job) => (
        <Paper key={job.jobId} component="li" variant="outlined" sx={{ p: 1.5 }} data-testid="delivery-job">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Link component={RouterLink} to={`/staff/review/${job.submissionId}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {DELIVERY_JOB_WORDS.release(job.releaseTitle, job.artistName)}
            </Link>
            <Chip
              size="small"
              color={job.standing === 'retrying' ? 'warning' : 'default'}
              label={DELIVERY_JOB_WORDS.standing[job.standing]}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {DELIVERY_JOB_WORDS.to(job.targets)} · {DELIVERY_JOB_WORDS.attempts(job.attempts)}
            {job.nextRunAt ? ` · ${DELIVERY_JOB_WORDS.nextAttempt(when(job.nextRunAt))}` : ''}
          </Typography>
          {job.lastError && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {job.lastError}
            </Typography>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
