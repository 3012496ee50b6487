import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { reviewCompleteness } from '../../../../../domain/forms';
import { includesNewMusic, includesTransfer, RELEASE_TYPE_OPTION_LABELS, UPLOAD_TYPE_LABELS } from '../../../../../domain/release';
import { formatLongDate, parseDateInput } from '../../../../../domain/shared';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { SectionCard } from '../fields/section-card.component';
import { MetadataWarnings } from './metadata-warnings.component';

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: { xs: 0, sm: 2 }, py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}

/** Step 4, Review & Submit: the status pill and the full summary (public flow §2.4). */
export function ReviewStep({ onEdit }: { onEdit: (step: number) => void }) {
  const form = useSubmissionFormStore((s) => s.form);
  const newMusic = includesNewMusic(form.uploadType);
  const status = reviewCompleteness({
    ...form,
    releaseTitle: newMusic ? form.releaseTitle : 'transfer',
    primaryGenre: newMusic ? form.primaryGenre : 'transfer',
    releaseDate: newMusic ? form.releaseDate : 'transfer',
    trackCount: newMusic ? form.tracks.length : Math.max(1, form.catalogueItems.length),
  });
  const date = parseDateInput(form.releaseDate);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <Chip label={status.label} color={status.ready ? 'success' : 'warning'} data-testid="review-status" />
      </Stack>
      <MetadataWarnings form={form} />
      <SectionCard title="Artist">
        <Row label="Artist" value={`${form.firstName} ${form.surname}`.trim()} />
        <Row label="Artist name" value={form.artistName} />
        <Row label="Email" value={form.email} />
        <Row label="City and country" value={[form.city, form.country].filter(Boolean).join(', ')} />
        <Button size="small" onClick={() => onEdit(0)} sx={{ alignSelf: 'flex-start' }}>
          Edit artist details
        </Button>
      </SectionCard>
      <SectionCard title="Music">
        <Row label="Upload type" value={UPLOAD_TYPE_LABELS[form.uploadType]} />
        {newMusic && (
          <>
            <Row label="Release title" value={form.releaseTitle} />
            <Row label="Release type" value={RELEASE_TYPE_OPTION_LABELS[form.releaseType]} />
            <Row label="Release date" value={date ? formatLongDate(date) : ''} />
            <Row label="Genre" value={[form.primaryGenre, form.subGenre].filter(Boolean).join(' / ')} />
            <Row label="Artwork" value={form.artwork.fileName || 'None'} />
            <Row label="Tracks" value={`${form.tracks.length}`} />
            <Box component="ol" sx={{ m: 0, pl: 3 }}>
              {form.tracks.map((t) => (
                <Typography component="li" variant="body2" key={t.id}>
                  {t.title || 'Untitled'} {t.releaseAsSingle ? `(single, ${t.singleReleaseDate ?? 'no date'})` : ''} —{' '}
                  {t.audio.fileName || 'no file'}
                </Typography>
              ))}
            </Box>
          </>
        )}
        {includesTransfer(form.uploadType) && (
          <>
            <Row label="Current distributor" value={form.distributor} />
            <Row label="Releases to transfer" value={form.catalogueItems.map((i) => `${i.title} (${i.type})`).join(', ')} />
          </>
        )}
        <Button size="small" onClick={() => onEdit(1)} sx={{ alignSelf: 'flex-start' }}>
          Edit music
        </Button>
      </SectionCard>
      <SectionCard title="Additional information">
        <Row label="About your music" value={form.bio} />
        <Row label="For Fans Of" value={form.influences} />
        <Row label="Publishing administration" value={form.publishingInterest ? 'Interested' : 'Not now'} />
        <Row label="PRO number" value={form.proNumber} />
        <Divider />
        <Button size="small" onClick={() => onEdit(2)} sx={{ alignSelf: 'flex-start' }}>
          Edit additional information
        </Button>
      </SectionCard>
    </>
  );
}
