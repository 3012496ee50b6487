import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  acceptsClipTimeInput,
  canAddClip,
  CLIP_MESSAGES,
  CLIP_STATUSES,
  clipDurationMessage,
  clipDurationSeconds,
  clipStatus,
  CLIP_TIME_MAX_LENGTH,
  DEFAULT_CLIP,
  initialClips,
  type SocialClip,
} from '@domain/clips';
import { newId, type TrackDraft } from '../../../stores/submission-form.model';

const STATUS_COLOUR = {
  [CLIP_STATUSES.ready]: 'success',
  [CLIP_STATUSES.invalidDuration]: 'error',
  [CLIP_STATUSES.setTimes]: 'warning',
  [CLIP_STATUSES.noAudio]: 'default',
} as const;

/** Per-track social clips: optional toggle, one clip by default, at most two, mm:ss times (public flow §2.4). */
export function SocialClips({
  track,
  index,
  hasAudio,
  onChange,
}: {
  track: TrackDraft;
  index: number;
  hasAudio: boolean;
  onChange: (changes: Partial<TrackDraft>) => void;
}) {
  const setClip = (id: string, changes: Partial<SocialClip>) =>
    onChange({ socialClips: track.socialClips.map((c) => (c.id === id ? { ...c, ...changes } : c)) });
  return (
    <Box data-field={`tracks[${index}].socialClips`}>
      <FormControlLabel
        control={
          <Switch
            checked={track.socialClipsEnabled}
            onChange={(e) =>
              onChange({
                socialClipsEnabled: e.target.checked,
                socialClips: e.target.checked && track.socialClips.length === 0 ? initialClips(newId('clip')) : track.socialClips,
              })
            }
          />
        }
        label={CLIP_MESSAGES.toggleLabel}
      />
      {track.socialClipsEnabled && (
        <Stack spacing={1.5} sx={{ mt: 1 }}>
          {track.socialClips.map((clip, j) => {
            const status = clipStatus(clip, hasAudio);
            const duration = clipDurationSeconds(clip);
            const message = clipDurationMessage(clip);
            return (
              <Box
                key={clip.id}
                data-field={`tracks[${index}].socialClips[${j}]`}
                sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
              >
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                  <Typography variant="subtitle2">Clip {j + 1}</Typography>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Chip size="small" label={status} color={STATUS_COLOUR[status]} data-testid="clip-status" />
                    {j > 0 && (
                      <IconButton
                        size="small"
                        aria-label={`Remove clip ${j + 1}`}
                        onClick={() => onChange({ socialClips: track.socialClips.filter((c) => c.id !== clip.id) })}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    )}
                  </Stack>
                </Stack>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  {(['startTime', 'endTime'] as const).map((field) => (
                    <TextField
                      key={field}
                      size="small"
                      label={field === 'startTime' ? 'Start (mm:ss)' : 'End (mm:ss)'}
                      value={clip[field]}
                      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: CLIP_TIME_MAX_LENGTH } }}
                      onChange={(e) => acceptsClipTimeInput(e.target.value) && setClip(clip.id, { [field]: e.target.value })}
                      sx={{ width: 130 }}
                    />
                  ))}
                  <Typography variant="body2" sx={{ pt: 1 }}>
                    {duration === null ? '—' : `${duration}s`}
                  </Typography>
                </Stack>
                {message && (
                  <Typography variant="caption" color="error" role="alert">
                    {message}
                  </Typography>
                )}
              </Box>
            );
          })}
          {canAddClip(track.socialClips) && (
            <Button
              size="small"
              startIcon={<AddIcon />}
              onClick={() => onChange({ socialClips: [...track.socialClips, { id: newId('clip'), ...DEFAULT_CLIP }] })}
              sx={{ alignSelf: 'flex-start' }}
            >
              Add a second clip
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
