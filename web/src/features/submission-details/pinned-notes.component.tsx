import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PinnedNoteView } from '@wire';
import { PIN_MESSAGES } from '@domain/review-pins';

/** The notes staff pinned to fields of the release, each under the field's name. */
export function PinnedNotes({ notes }: { notes: readonly PinnedNoteView[] }) {
  if (notes.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="pinned-notes">
      <Typography variant="h6" component="h2" id="pinned-notes" gutterBottom>
        {PIN_MESSAGES.notesHeading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {notes.map((n) => (
          <Box
            component="li"
            key={n.field}
            data-testid="pinned-note"
            sx={{ borderLeft: 4, borderColor: 'warning.main', pl: 1.5, py: 0.5, overflowWrap: 'anywhere' }}
          >
            <Typography variant="subtitle2" component="p">
              {n.label}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {n.note}
            </Typography>
            {n.answer && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mt: 0.5 }}>
                <strong>{PIN_MESSAGES.answered}:</strong> {n.answer.text}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
