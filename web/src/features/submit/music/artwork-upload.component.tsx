import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useObjectUrl } from '../../../components/use-object-url.hook';
import { artworkFileProblem, FILE_MESSAGES } from '@domain/files';
import type { UploadGateway } from '../../../gateway/upload.gateway';
import type { FileSlot } from '../../../stores/submission-form.model';
import { FileDrop } from './audio-drop.component';
import { QualityWarnings } from './quality-warnings.component';
import { UploadErrorAlert } from './upload-error.component';
import { useStoredFileView } from '../uploads/stored-file-view';

export interface ArtworkUploadProps {
  slot: FileSlot;
  file: File | undefined;
  label: string;
  onFile: (file: File) => void;
  onRefused: (message: string) => void;
  /** Uploads the picked file again after a failure that may go through (the card shows Retry). */
  onRetry?: () => void;
  uploads?: UploadGateway;
}

/**
 * A JPEG picker with a preview and a Replace button (public flow §2.4 Artwork); after a reload, with no file picked
 * in this tab, the stored artwork is shown from the server.
 */
export function ArtworkUpload({ slot, file, label, onFile, onRefused, onRetry }: ArtworkUploadProps) {
  const stored = useStoredFileView(slot);
  const preview = useObjectUrl(file) ?? stored;
  const [failedPreview, setFailedPreview] = useState<string | null>(null);
  const previewFailed = preview !== null && failedPreview === preview;
  const replaceInput = useRef<HTMLInputElement>(null);
  const pick = (f: File) => {
    const problem = artworkFileProblem({ name: f.name, type: f.type, size: f.size });
    if (problem) onRefused(problem);
    else onFile(f);
  };
  const accept = { 'image/jpeg': ['.jpg', '.jpeg'] };
  if (!file && !stored) {
    return (
      <Box>
        <FileDrop
          slot={slot}
          label={label}
          inputLabel={label}
          hint="JPEG, square, at least 3000×3000 px, up to 25 MB"
          accept={accept}
          check={(f) => artworkFileProblem({ name: f.name, type: f.type, size: f.size })}
          onFile={onFile}
          onRefused={onRefused}
        />
        <UploadErrorAlert slot={slot} onRetry={onRetry} />
      </Box>
    );
  }
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {preview && !previewFailed ? (
          <Box
            component="img"
            src={preview}
            alt="Artwork preview"
            onError={() => setFailedPreview(preview)}
            sx={{ width: 160, height: 160, objectFit: 'cover', borderRadius: 2, border: 1, borderColor: 'divider' }}
          />
        ) : (
          <Alert severity="info">{FILE_MESSAGES.previewFailed}</Alert>
        )}
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{file?.name ?? slot.fileName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {slot.state === 'uploading'
              ? `Uploading... ${slot.progress}%`
              : slot.state === 'uploaded'
                ? 'Uploaded & Ready'
                : slot.state === 'failed'
                  ? 'Upload failed'
                  : ''}
          </Typography>
          <Button variant="outlined" size="small" onClick={() => replaceInput.current?.click()} sx={{ alignSelf: 'flex-start' }}>
            Replace
          </Button>
          <input
            ref={replaceInput}
            type="file"
            accept="image/jpeg,.jpg,.jpeg"
            hidden
            aria-label={`Replace ${label}`}
            onChange={(e) => {
              const picked = e.target.files?.[0];
              // Emptied, so that the same file can be picked again.
              e.target.value = '';
              if (picked) pick(picked);
            }}
          />
        </Stack>
      </Stack>
      <UploadErrorAlert slot={slot} onRetry={onRetry} />
      <QualityWarnings warnings={slot.warnings} what="The artwork" />
    </Box>
  );
}
