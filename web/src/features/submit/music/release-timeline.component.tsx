import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatLongDate, parseDateInput } from '@domain/shared';
import type { TrackDraft } from '../../../stores/submission-form.model';

/** The singles in order, then the full release (public flow §2.4 singles-first timeline). */
export function ReleaseTimeline({
  singles,
  fullReleaseDate,
  releaseTitle,
}: {
  singles: TrackDraft[];
  fullReleaseDate: string;
  releaseTitle: string;
}) {
  const when = (value: string | null) => {
    const date = parseDateInput(value);
    return date ? formatLongDate(date) : 'Date to choose';
  };
  const entries = [
    ...singles.map((t) => ({
      key: t.id,
      label: `Single ${t.singleOrder ?? ''}: ${t.title || 'Untitled track'}`,
      date: when(t.singleReleaseDate),
    })),
    { key: 'full', label: `Full release: ${releaseTitle || 'your release'}`, date: when(fullReleaseDate) },
  ];
  return (
    <Box
      component="ol"
      aria-label="Release timeline"
      sx={{ listStyle: 'none', p: 0, m: 0, borderLeft: 3, borderColor: 'secondary.main', pl: 2 }}
    >
      {entries.map((e) => (
        <Box
          component="li"
          key={e.key}
          data-testid="timeline-entry"
          sx={{
            position: 'relative',
            pb: 1.5,
            '&::before': {
              content: '""',
              position: 'absolute',
              left: -23,
              top: 6,
              width: 11,
              height: 11,
              borderRadius: '50%',
              bgcolor: 'secondary.main',
            },
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {e.date}
          </Typography>
          <Typography variant="body2">{e.label}</Typography>
        </Box>
      ))}
    </Box>
  );
}
