import { SplitsPanel } from './splits-panel.component';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'wouter';
import { DASHBOARD_MESSAGES, displayDate, submissionTitle } from '@domain/dashboard';
import { DELIVERY_MESSAGES, releaseTypeDisplay } from '@domain/release';
import { normaliseStatus } from '@domain/status';
import { type PinnedNote, pinnableFields } from '@domain/review-pins';
import { Loading } from '../../../app/loading.component';
import { useChangeReview, useDeskLists, useReviewDetail } from './review-desk.api';
import { ApiError } from '../../../gateway/api-error';
import { toReviewView } from './review-detail.view';
import { Artwork } from '../../../components/artwork.component';
import { StatusChip } from '../../../components/status/status-chip.component';
import { BoardSync, CatalogueItems, QualityReportView, TrackReviews } from './review-sections.component';
import { InternalComments, MetadataChecklist, Timeline } from './review-loop-sections.component';
import { VersionChangesInWords } from './version-changes-in-words.component';
import { AssigneeSelect } from './assignee-select.component';
import { DownloadPackageButton } from './download-package.component';
import { StatusChange } from './status-change.component';
import { UndoLastChange } from './undo-last-change.component';
import { ReleaseDelivery } from './release-delivery.component';
import { LabelCopyPanel } from './label-copy-panel.component';
import { useReleaseDelivery } from './release-delivery.api';
import { ReleaseFieldList } from './release-field-list.component';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id={id} gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Titled sections one under another. */
function Sections({ list }: { list: [title: string, body: ReactNode][] }) {
  return list.map(([title, body]) => (
    <Section key={title} title={title}>
      {body}
    </Section>
  ));
}

/** One submission for staff: files, quality, credits, catalogue, metadata checks, versions, timeline, comments, decision. */
export function ReviewDetailPage() {
  const { id = '' } = useParams();
  const { data: detail, error: loadError } = useReviewDetail(id, toReviewView);
  const review = useChangeReview(id);
  const deliverable = normaliseStatus(detail?.status) === 'approved' || normaliseStatus(detail?.status) === 'live';
  const { data: delivery } = useReleaseDelivery(id, deliverable);
  const [saved, setSaved] = useState<string | null>(null);
  const { loadStaff, loadTemplates } = useDeskLists();
  const error =
    loadError && (loadError instanceof ApiError && loadError.status === 404 ? DASHBOARD_MESSAGES.submissionNotFound : loadError.message);

  const back = (
    <Button component={RouterLink} to="/staff/review" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      Back to the review desk
    </Button>
  );
  if (error)
    return (
      <Container maxWidth="lg">
        {back}
        <Alert severity="error">{error}</Alert>
      </Container>
    );
  if (!detail) return <Loading />;

  const title = submissionTitle(detail.releaseTitle);
  const change = async (status: string, note: string, pins: PinnedNote[]) => {
    await review.mutateAsync({ kind: 'status', change: { status, ...(note ? { note } : {}), ...(pins.length ? { pins } : {}) } });
    setSaved(
      `Status changed to ${status}${note ? ' with a note to the artist' : ''}${pins.length ? `, ${pins.length} pinned to fields` : ''}.`,
    );
  };
  const undo = async () => {
    await review.mutateAsync({ kind: 'undo' });
    setSaved('The last status change was undone; the artist has been told.');
  };

  return (
    <Container maxWidth="lg">
      {back}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Paper
            variant="outlined"
            sx={{
              p: { xs: 2, sm: 3 },
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'stretch', sm: 'flex-start' },
              gap: 3,
            }}
          >
            <Artwork url={detail.artworkUrl} title={title} size={{ xs: '100%', sm: 180 }} />
            <Box sx={{ minWidth: 0, display: 'grid', gap: 1, alignContent: 'start' }}>
              <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
                {title}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <StatusChip status={detail.status} size="medium" />
                <Typography variant="body2" color="text.secondary">
                  {[releaseTypeDisplay(detail.releaseType), detail.primaryGenre, detail.subGenre].filter(Boolean).join(' · ')}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {detail.artistName} — {[detail.firstName, detail.surname].filter(Boolean).join(' ')} · {detail.email}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Release {displayDate(detail.releaseDate)} · submitted {displayDate(detail.createdAt)}
              </Typography>
              {detail.release && <ReleaseFieldList release={detail.release} tracks={detail.tracks} />}
              <DownloadPackageButton submissionId={id} status={detail.status} />
              {detail.artworkQuality && <QualityReportView report={detail.artworkQuality} />}
            </Box>
          </Paper>
          {detail.versions.length > 1 && (
            <Section title={`What changed in version ${detail.versions[detail.versions.length - 1].version}`}>
              <VersionChangesInWords versions={detail.versions} changes={detail.changes} />
            </Section>
          )}
          <Sections
            list={[
              ['Metadata checklist', <MetadataChecklist warnings={detail.metadataWarnings} />],
              ['Tracks', <TrackReviews tracks={detail.tracks} aiParts={detail.release ?? undefined} />],
              ['Catalogue items', <CatalogueItems items={detail.catalogueItems} />],
            ]}
          />
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Section title="Assignment">
            <AssigneeSelect
              assignedTo={detail.assignedTo}
              loadStaff={loadStaff}
              onAssign={async (staffId) => void (await review.mutateAsync({ kind: 'assign', staffId }))}
            />
          </Section>
          <Section title="Decision">
            {saved && (
              <Alert severity="success" sx={{ mb: 2 }}>
                {saved}
              </Alert>
            )}
            {!deliverable &&
              detail.storeWarnings.map((warning) => (
                <Alert key={warning} severity="warning" data-testid="store-warning" sx={{ mb: 2 }}>
                  {warning}
                </Alert>
              ))}
            <StatusChange
              key={detail.status}
              status={detail.status}
              releaseDate={detail.releaseDate}
              delivered={delivery ? delivery.delivery?.status === 'delivered' : undefined}
              onChange={change}
              pinnable={pinnableFields(detail)}
              loadTemplates={loadTemplates}
            />
            <UndoLastChange reviews={detail.reviews} status={detail.status} onUndo={undo} />
          </Section>
          {deliverable && (
            <Section title={DELIVERY_MESSAGES.heading}>
              <ReleaseDelivery key={detail.status} submissionId={id} />
            </Section>
          )}
          <Sections
            list={[
              ['Split sheets', <SplitsPanel id={id} />],
              ['Label copy', <LabelCopyPanel submissionId={id} />],
              [
                'Internal comments',
                <InternalComments
                  comments={detail.comments}
                  onAdd={async (body) => void (await review.mutateAsync({ kind: 'comment', body }))}
                />,
              ],
              ['Board sync', <BoardSync board={detail.board} />],
              ['Timeline', <Timeline reviews={detail.reviews} corrections={detail.corrections} />],
            ]}
          />
        </Stack>
      </Box>
    </Container>
  );
}
