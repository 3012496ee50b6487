import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Redirect, useParams } from 'wouter';
import { canRework, DASHBOARD_MESSAGES, displayDate, reworkPath, submissionArtworkUrl, submissionTitle } from '@domain/dashboard';
import { DELIVERY_MESSAGES } from '@domain/release';
import { isBlank } from '@domain/shared';
import { isInProgress, normaliseStatus } from '@domain/status';
import { Loading } from '../../app/loading.component';
import { SUPPORT_EMAIL } from '../../app/product';
import { Artwork } from '../../components/artwork.component';
import { Fact, FactList } from '../../components/fact-list.component';
import { StatusBanner } from '../../components/status/status-banner.component';
import { ReleaseChips } from '../../components/status/release-chips.component';
import { PinnedNotes } from './pinned-notes.component';
import { ReleaseIdentifiers } from './release-identifiers.component';
import { SplitSheets } from './split-sheets.component';
import { StoreDeliveries } from './store-deliveries.component';
import { MediaFiles, mediaFilesOf } from './media-files.component';
import { SubmissionTimeline } from './submission-timeline.component';
import { useSubmission } from './submission.api';

function Back() {
  return (
    <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      Back to Dashboard
    </Button>
  );
}

/** /submission/{id}: artwork, chips, dates, the status banner, the staff note, media files, support (artist-portal §2). */
export function SubmissionDetailsPage() {
  const { id } = useParams();
  const { submission, loading, error, notFound } = useSubmission(id);

  if (loading) return <Loading />;
  if (submission && isInProgress(submission.status)) return <Redirect to={reworkPath(submission.id)} replace />;
  if (error || notFound || !submission) {
    return (
      <Container maxWidth="md">
        <Back />
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {notFound ? DASHBOARD_MESSAGES.submissionNotFound : 'Submission details'}
        </Typography>
        {!notFound && <Alert severity="error">{error ?? DASHBOARD_MESSAGES.detailsLoadFailed}</Alert>}
      </Container>
    );
  }

  const title = submissionTitle(submission.releaseTitle);
  const note = submission.reviewNote?.note;
  const subject = encodeURIComponent(`Question about "${title}" (${submission.id})`);
  return (
    <Container maxWidth="md">
      <Back />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 3 }}>
          <Artwork url={submissionArtworkUrl(submission)} title={title} size={{ xs: '100%', sm: 200 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            <ReleaseChips releaseType={submission.releaseType} status={submission.status} spacing={1.5} />
            <FactList>
              <Fact term="Release Date">{displayDate(submission.releaseDate)}</Fact>
              <Fact term="Submission Date">{displayDate(submission.createdAt)}</Fact>
              <Fact term="Generative AI">{submission.aiDisclosure}</Fact>
            </FactList>
          </Box>
        </Box>
        <StatusBanner status={submission.status} takenDown={submission.takenDown === 'all'} />
        {submission.sentToStoresAt && (
          <Alert severity="success" variant="outlined" data-testid="sent-to-stores">
            <AlertTitle>{DELIVERY_MESSAGES.sentToStores}</AlertTitle>
            {DELIVERY_MESSAGES.sentToStoresOn(displayDate(submission.sentToStoresAt))}
          </Alert>
        )}
        <StoreDeliveries stores={submission.stores} takedownReason={submission.takedownReason} takenDown={submission.takenDown} />
        {!isBlank(note) && (
          <Alert
            severity={normaliseStatus(submission.status) === 'changes requested' ? 'warning' : 'info'}
            icon={false}
            variant="outlined"
            data-testid="staff-note"
          >
            <AlertTitle>{normaliseStatus(submission.status) === 'changes requested' ? 'What to change' : 'Note from our team'}</AlertTitle>
            <Box sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{note}</Box>
          </Alert>
        )}
        {submission.pinnedNotes && <PinnedNotes notes={submission.pinnedNotes} />}
        {canRework(submission.status) && (
          <Box>
            <Button variant="contained" component={RouterLink} to={reworkPath(submission.id)}>
              {DASHBOARD_MESSAGES.makeChanges}
            </Button>
          </Box>
        )}
        <SplitSheets submissionId={submission.id} correctPath={canRework(submission.status) ? reworkPath(submission.id) : null} />
        {submission.timeline && (
          <Box component="section" aria-labelledby="history">
            <Typography variant="h6" component="h2" id="history" gutterBottom>
              History
            </Typography>
            <SubmissionTimeline timeline={submission.timeline} />
          </Box>
        )}
        {submission.identifiers && <ReleaseIdentifiers identifiers={submission.identifiers} />}
        <Box component="section" aria-labelledby="media-files">
          <Typography variant="h6" component="h2" id="media-files" gutterBottom>
            Media Files
          </Typography>
          <MediaFiles files={mediaFilesOf(submission)} />
        </Box>
        <Box component="section" aria-labelledby="support" sx={{ bgcolor: 'grey.50', p: 2, borderRadius: 1 }}>
          <Typography variant="h6" component="h2" id="support" gutterBottom>
            Need help?
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Questions about this release? Our artist team is happy to help.
          </Typography>
          <Button variant="outlined" startIcon={<SupportAgentIcon />} href={`mailto:${SUPPORT_EMAIL}?subject=${subject}`}>
            Contact Support
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}
