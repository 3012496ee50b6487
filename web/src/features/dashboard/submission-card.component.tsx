import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { canRework, DASHBOARD_MESSAGES, displayDate, reworkPath, submissionTitle } from '@domain/dashboard';
import { isInProgress } from '@domain/status';
import type { SubmissionCard as PortalSubmission } from '@wire';
import { ReleaseChips } from '../../components/status/release-chips.component';
import { Artwork } from '../../components/artwork.component';

/** One 'Your Submissions' card (artist-portal §2). */
export function SubmissionCard({ submission }: { submission: PortalSubmission }) {
  const title = submissionTitle(submission.releaseTitle);
  // The API already chose uploaded artwork, the artwork URL or the first catalogue image.
  const artwork = submission.artworkUrl;
  return (
    <Card variant="outlined" component="article" aria-label={title} sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
      <Artwork url={artwork} title={title} size={{ xs: '100%', sm: 140 }} />
      <Box sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 }}>
        <CardContent sx={{ pb: 1 }}>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <ReleaseChips releaseType={submission.releaseType} status={submission.status} />
          <Typography variant="body2" color="text.secondary">
            Release Date: {displayDate(submission.releaseDate)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {isInProgress(submission.status) ? DASHBOARD_MESSAGES.startedOn : DASHBOARD_MESSAGES.submittedOn}:{' '}
            {displayDate(submission.createdAt)}
          </Typography>
        </CardContent>
        <CardActions sx={{ mt: 'auto', flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          <Button size="small" variant="outlined" component={RouterLink} to={`/submission/${submission.id}`}>
            {DASHBOARD_MESSAGES.viewDetails}
          </Button>
          {canRework(submission.status) && (
            <Button size="small" variant="contained" component={RouterLink} to={reworkPath(submission.id)} sx={{ ml: '0 !important' }}>
              {isInProgress(submission.status) ? DASHBOARD_MESSAGES.completeReleaseDetails : DASHBOARD_MESSAGES.makeChanges}
            </Button>
          )}
        </CardActions>
      </Box>
    </Card>
  );
}
