import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import { uploadSummary } from '@domain/files';
import { fieldValueInWords, pickFields, reviewCompleteness } from '@domain/forms';
import { lineText } from '@domain/label-copy/copyright-line';
import { includesNewMusic, includesTransfer, RELEASE_TYPE_OPTION_LABELS, showsReleaseStrategy, UPLOAD_TYPE_LABELS } from '@domain/release';
import { AI_PARTS } from '@domain/release/ai-disclosure';
import { containsAiInWords } from '@domain/release/ai-disclosure-words';
import { RELEASE_FIELD_NAMES, RELEASE_FIELDS, type ReleaseFieldName } from '@domain/release/release-fields';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { SectionCard } from '../fields/section-card.component';
import { MetadataWarnings } from './metadata-warnings.component';
import { assignedOnApproval, longDate, Row } from './review-rows';
import { ReviewTrack } from './review-track.component';

/** Release fields the Music card says in its own words; every other declared field is listed by its label. */
const SAID_IN_OWN_WORDS: ReadonlySet<ReleaseFieldName> = new Set<ReleaseFieldName>([
  'releaseType',
  'releaseTitle',
  'primaryGenre',
  'subGenre',
  'releaseDate',
  'earlyReleaseRequest',
  'earlyReleaseReason',
  'releaseStrategy',
  'fullReleaseDate',
  'pLineYear',
  'pLineOwner',
  'cLineYear',
  'cLineOwner',
  'labelName',
  'upc',
  'artworkContainsAi',
  ...AI_PARTS,
]);
const LISTED = RELEASE_FIELD_NAMES.filter((name) => !SAID_IN_OWN_WORDS.has(name));

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
  const slots = [
    form.artwork,
    ...form.tracks.flatMap((t) => [t.audio, ...(t.releaseAsSingle && t.useCustomArtwork ? [t.customArtwork] : [])]),
  ];
  const aiParts = pickFields(form, AI_PARTS);
  const files = uploadSummary(slots.map((slot) => ({ uploaded: slot.state === 'uploaded' })));
  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Chip label={status.label} color={status.ready ? 'success' : 'warning'} data-testid="review-status" />
        {newMusic && files.total > 0 && (
          <Chip
            variant="outlined"
            label={files.text}
            color={files.uploaded === files.total ? 'success' : 'default'}
            data-testid="upload-summary"
            sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
          />
        )}
      </Stack>
      <MetadataWarnings form={form} />
      <SectionCard title="Artist">
        <Row label="Artist" value={`${form.firstName} ${form.surname}`.trim()} />
        <Row label="Artist name" value={form.artistName} />
        <Row label="Email" value={form.email} />
        <Row label="Phone" value={form.phone} />
        <Row label="City and country" value={[form.city, form.country].filter(Boolean).join(', ')} />
        <Row label="Instagram" value={form.noInstagram ? 'None' : form.instagramProfile} />
        <Row label="TikTok" value={form.noTikTok ? 'None' : form.tiktokProfile} />
        <Row label="Spotify" value={form.hasSpotify ? form.spotifyConnected?.name || form.spotifyProfile : 'New artist'} />
        {form.listenLink && <Row label="Listen link" value={form.listenLink} />}
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
            <Row label="Release date" value={longDate(form.releaseDate)} />
            {form.earlyReleaseRequest && <Row label="Earlier release asked for" value={form.earlyReleaseReason} />}
            {showsReleaseStrategy(form.tracks.length) && (
              <Row
                label="Release plan"
                value={
                  form.releaseStrategy === 'singles_first'
                    ? `Singles first, the full release on ${longDate(form.fullReleaseDate) || 'a date to choose'}`
                    : 'All tracks together'
                }
              />
            )}
            <Row label="Genre" value={[form.primaryGenre, form.subGenre].filter(Boolean).join(' / ')} />
            <Row label="Label name" value={form.labelName || 'The label’s own name'} />
            <Row
              label="℗ line"
              value={lineText(form.pLineYear, form.pLineOwner) ? `℗ ${lineText(form.pLineYear, form.pLineOwner)}` : 'The label’s default'}
            />
            <Row
              label="© line"
              value={lineText(form.cLineYear, form.cLineOwner) ? `© ${lineText(form.cLineYear, form.cLineOwner)}` : 'The label’s default'}
            />
            <Row label="UPC/EAN" value={form.upc || assignedOnApproval} />
            {LISTED.map((name) => (
              <Row key={name} label={RELEASE_FIELDS[name].label} value={fieldValueInWords(form[name], 'No')} />
            ))}
            <Row label="Artwork" value={form.artwork.fileName || 'None'} />
            <Row
              label={RELEASE_FIELDS.artworkContainsAi.label}
              value={form.artworkContainsAi ? containsAiInWords(form.artworkContainsAi) : ''}
            />
            <Row label="Tracks" value={`${form.tracks.length}`} />
            <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Tracks">
              {form.tracks.map((t, i) => (
                <ReviewTrack key={t.id} track={t} position={i + 1} aiParts={aiParts} />
              ))}
            </Box>
          </>
        )}
        {includesTransfer(form.uploadType) && (
          <>
            <Row label="Current distributor" value={form.distributor} />
            <Row
              label="Releases to transfer"
              value={
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {form.catalogueItems.map((item) => (
                    <li key={item.id}>
                      {item.title || 'Untitled'} — {item.artist || 'unknown artist'} ({item.type}
                      {item.releaseDate ? `, ${longDate(item.releaseDate) || item.releaseDate}` : ''})
                    </li>
                  ))}
                </Box>
              }
            />
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
