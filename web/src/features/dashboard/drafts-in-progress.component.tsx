import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { DASHBOARD_MESSAGES, submissionTitle } from '@domain/dashboard';
import { releaseTypeDisplay } from '@domain/release';
import { formatLongDate } from '@domain/shared';
import { StatusChip } from '../../components/status/status-chip.component';
import type { DraftSummary } from '@wire';

const IN_PROGRESS = 'In Progress';

/** Releases the artist started in the wizard and has not sent yet; 'Complete Release Details' reopens the same wizard. */
export function DraftsInProgress({ drafts }: { drafts: DraftSummary[] }) {
  if (drafts.length === 0) return null;
  return (
    <Stack spacing={2} sx={{ mb: 2 }} aria-label="Releases in progress" component="section">
      {drafts.map((draft) => (
        <Paper key={draft.id} variant="outlined" component="article" aria-label={submissionTitle(draft.releaseTitle)} sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
            <Stack spacing={1} sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
                {submissionTitle(draft.releaseTitle)}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <StatusChip status={IN_PROGRESS} />
                <Typography variant="body2" color="text.secondary">
                  {[draft.releaseType ? releaseTypeDisplay(draft.releaseType) : null, `saved ${formatLongDate(new Date(draft.updatedAt))}`]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Stack>
            </Stack>
            <Button variant="contained" component={RouterLink} to={draft.path} sx={{ flexShrink: 0 }}>
              {DASHBOARD_MESSAGES.completeReleaseDetails}
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
