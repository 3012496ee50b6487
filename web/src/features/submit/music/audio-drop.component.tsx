import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useDropzone } from 'react-dropzone';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import type { FileSlot } from '../../../stores/submission-form.model';

export interface FileDropProps {
  slot: FileSlot;
  label: string;
  hint: string;
  accept: Record<string, string[]>;
  /** Returns the domain's message for a refused file, or null. */
  check: (file: File) => string | null;
  onFile: (file: File) => void;
  onRefused: (message: string) => void;
  inputLabel: string;
}

/** Drag-or-browse drop zone with the upload's progress; keyboard users reach it as a button. */
export function FileDrop({ slot, label, hint, accept, check, onFile, onRefused, inputLabel }: FileDropProps) {
  const { getRootProps, getInputProps, isDragActive, inputRef } = useDropzone({
    multiple: false,
    accept,
    // The domain decides what is accepted (Safari reports WAV oddly): let every file through to `check`.
    validator: () => null,
    useFsAccessApi: false,
    // A file outside `accept` (a dragged MP3) lands in the rejections: it still gets the domain's message.
    onDrop: (accepted, rejected) => {
      const file = accepted[0] ?? rejected[0]?.file;
      // Emptied, so that Browse takes the same file again (after a failure, or to replace it with its new version).
      if (inputRef.current) inputRef.current.value = '';
      if (!file) return;
      const problem = check(file);
      if (problem) onRefused(problem);
      else onFile(file);
    },
  });
  return (
    <Box sx={{ position: 'relative' }}>
      {/* Beside the drop zone, not in it: a button may not hold another control. */}
      <input {...getInputProps({ 'aria-label': inputLabel })} />
      <Box
        {...getRootProps({ role: 'button' })}
        sx={{
          border: '2px dashed',
          borderColor: isDragActive ? 'secondary.main' : slot.state === 'failed' ? 'error.main' : 'divider',
          borderRadius: 2,
          p: 2,
          textAlign: 'center',
          cursor: 'pointer',
          bgcolor: isDragActive ? 'action.hover' : 'transparent',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
        }}
      >
        <CloudUploadIcon color="action" />
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {slot.fileName || label}
        </Typography>
        {slot.fileName && (
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {label}
          </Box>
        )}
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      {slot.state === 'uploading' && (
        <Box sx={{ mt: 1 }} aria-live="polite">
          <LinearProgress variant="determinate" value={slot.progress} aria-label={`Uploading ${slot.fileName}`} />
          <Typography variant="caption">Uploading... {slot.progress}%</Typography>
        </Box>
      )}
    </Box>
  );
}
