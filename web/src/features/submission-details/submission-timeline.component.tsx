import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SubmissionDetail } from '@wire';
import { StatusChip } from '../../components/status/status-chip.component';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' });

/** The submission's history: each status with its time, who made the change and its note; each label copy correction in words. */
export function SubmissionTimeline({ timeline }: { timeline: NonNullable<SubmissionDetail['timeline']> }) {
  if (timeline.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No updates yet: we will write to you once we have reviewed your submission.
      </Typography>
    );
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }} aria-label="Submission history">
      {timeline.map((entry, i) => (
        <Box component="li" key={i} sx={{ borderLeft: 3, borderColor: 'divider', pl: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {!entry.correction && <StatusChip status={entry.status} />}
            <Typography variant="body2" color="text.secondary">
              {when(entry.at)} · {entry.by === 'You' ? 'You sent version ' + entry.version : entry.by}
            </Typography>
          </Box>
          {entry.correction && (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} data-testid="timeline-correction">
              {entry.correction}
            </Typography>
          )}
          {entry.note && (
            <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {entry.note}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
