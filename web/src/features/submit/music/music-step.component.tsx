import Stack from '@mui/material/Stack';
import { includesNewMusic, includesTransfer } from '@domain/release';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { fileKey, usePickedFilesStore } from '../../../stores/picked-files.store';
import { TransferSection } from '../catalogue/transfer-section.component';
import { SectionCard } from '../fields/section-card.component';
import { refusedPick } from '../uploads/file-uploads';
import { useStartUpload } from '../api/upload.api';
import { AiDisclosureQuestion } from './ai-disclosure.component';
import { ArtworkUpload } from './artwork-upload.component';
import { ReleaseTypeChoice, UploadTypeChoice } from './release-choices.component';
import { LabelCopy } from './label-copy.component';
import { ReleaseDetails } from './release-details.component';
import { ReleaseStrategy } from './release-strategy.component';
import { TrackList } from './track-list.component';
import { PinnedFieldNote } from '../pins/pinned-field-note.component';

/** Step 2, Music Upload (public flow §2.4). */
export function MusicStep() {
  const startUpload = useStartUpload();
  const uploadType = useSubmissionFormStore((s) => s.form.uploadType);
  const artwork = useSubmissionFormStore((s) => s.form.artwork);
  const trackCount = useSubmissionFormStore((s) => s.form.tracks.length);
  const patchArtwork = useSubmissionFormStore((s) => s.patchArtwork);
  const artworkFile = usePickedFilesStore((s) => s.files[fileKey.artwork]);
  return (
    <>
      <SectionCard title="Upload type">
        <UploadTypeChoice />
      </SectionCard>
      {includesNewMusic(uploadType) && (
        <>
          <SectionCard title="Tracks" description="Add a title and a WAV master for each track. Uploads start as soon as you pick a file.">
            <ReleaseTypeChoice />
            <TrackList />
          </SectionCard>
          <SectionCard title="Artwork" id="artwork">
            <Stack data-field="artworkFileId" spacing={2}>
              <PinnedFieldNote field="artworkFileId" />
              <ArtworkUpload
                slot={artwork}
                file={artworkFile}
                label="Drop your cover artwork here, or browse"
                onRefused={(message) => patchArtwork(refusedPick(artwork, message))}
                onFile={(file) => void startUpload({ kind: 'artwork' }, file).catch(() => undefined)}
                onRetry={artworkFile ? () => void startUpload({ kind: 'artwork' }, artworkFile).catch(() => undefined) : undefined}
              />
            </Stack>
          </SectionCard>
          <SectionCard title="Release details">
            <ReleaseDetails />
            <LabelCopy />
          </SectionCard>
          <SectionCard
            title="AI disclosure"
            description="Stores show listeners how generative AI was used. Tools that only clean up or master a recording do not count."
          >
            <AiDisclosureQuestion />
          </SectionCard>
          {trackCount >= 2 && (
            <SectionCard title="Release strategy" description="Put everything out at once, or build up to it with singles.">
              <ReleaseStrategy />
            </SectionCard>
          )}
        </>
      )}
      {includesTransfer(uploadType) && (
        <SectionCard title="Transfer your catalogue" description="Move releases from your current distributor to us.">
          <TransferSection />
        </SectionCard>
      )}
    </>
  );
}
