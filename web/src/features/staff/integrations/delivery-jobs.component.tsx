import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { DELIVERY_JOB_WORDS } from '@domain/delivery-targets';
import type { DeliveryJobRow } from '@wire';
import { CardHeading, CardList, ListCard } from './card-list.component';
import { when } from '../when';

/** One delivery not yet done: release and artist (linked to the desk), its standing, the targets still to have it, the next attempt. */
function deliveryJobCard(job: DeliveryJobRow) {
  return (
    <ListCard key={job.jobId} data-testid="delivery-job">
      <CardHeading>
        <Link component={RouterLink} to={`/staff/review/${job.submissionId}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {DELIVERY_JOB_WORDS.release(job.releaseTitle, job.artistName)}
        </Link>
        <Chip size="small" color={job.standing === 'retrying' ? 'warning' : 'default'} label={DELIVERY_JOB_WORDS.standing[job.standing]} />
      </CardHeading>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {DELIVERY_JOB_WORDS.to(job.targets)} · {DELIVERY_JOB_WORDS.attempts(job.attempts)}
        {job.nextRunAt ? ` · ${DELIVERY_JOB_WORDS.nextAttempt(when(job.nextRunAt))}` : ''}
      </Typography>
      {job.lastError && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {job.lastError}
        </Typography>
      )}
    </ListCard>
  );
}

/** The deliveries not yet done, a card each. */
export function DeliveryJobs({ jobs }: { jobs: DeliveryJobRow[] }) {
  return <CardList items={jobs} empty={DELIVERY_JOB_WORDS.none} label="Deliveries waiting" card={deliveryJobCard} />;
}
