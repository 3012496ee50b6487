import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TRACK_LABEL_COPY_FIELDS } from '@domain/label-copy';
import type { ExplicitChoice, LabelCopyDraft } from './label-copy-draft';

type DraftTrack = LabelCopyDraft['tracks'][number];
type TextName = 'title' | 'version' | 'lyricsLanguage';

/** The title across the whole row, the other fields two a row from the small breakpoint up. */
const TITLE_ROW_THEN_PAIRS = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  '& > :first-of-type': { gridColumn: { sm: '1 / -1' } },
} as const;

/** Each track's title, version, lyrics language and explicit flag, as the Label copy panel edits them. */
export function LabelCopyTracks(props: {
  tracks: DraftTrack[];
  disabled: boolean;
  onChange: (position: number, change: Partial<DraftTrack>) => void;
  issue: (field: string) => string | undefined;
}) {
  const F = TRACK_LABEL_COPY_FIELDS;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {props.tracks.map((t) => {
        const field = (name: string) => {
          const message = props.issue(`tracks.${t.position}.${name}`);
          return { error: !!message, helperText: message, disabled: props.disabled, size: 'small' as const, fullWidth: true };
        };
        const text = (name: TextName, placeholder?: string) => (
          <TextField
            label={F[name].label}
            value={t[name]}
            placeholder={placeholder}
            slotProps={{ htmlInput: { maxLength: F[name].maxLength } }}
            onChange={(e) => props.onChange(t.position, { [name]: e.target.value })}
            {...field(name)}
          />
        );
        return (
          <Box key={t.position} component="fieldset" sx={{ border: 0, m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              Track {t.position + 1}
            </Typography>
            <Box sx={TITLE_ROW_THEN_PAIRS}>
              {text('title')}
              {text('version', 'Radio Edit')}
              {text('lyricsLanguage', 'en')}
              <TextField
                select
                label={F.explicit.label}
                value={t.explicit}
                onChange={(e) => props.onChange(t.position, { explicit: e.target.value as ExplicitChoice })}
                {...field('explicit')}
              >
                <MenuItem value="">Not set</MenuItem>
                <MenuItem value="explicit">Explicit</MenuItem>
                <MenuItem value="clean">Clean</MenuItem>
              </TextField>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
