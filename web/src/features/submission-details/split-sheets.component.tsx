import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONSENT_STATE_LABELS } from '@domain/split-sheets';
import { artistSplitsPdfUrl, useArtistSplitSheets } from './split-sheets.api';

const COLOURS = { asked: 'default', opened: 'info', agreed: 'success', declined: 'error', expired: 'warning' } as const;

/** The artist's view of their release's split sheets: who agreed, who declined and why, the signed PDFs. */
export function SplitSheets({ submissionId, correctPath }: { submissionId: string; correctPath: string | null }) {
  const sheets = useArtistSplitSheets(submissionId);
  if (!sheets.data || sheets.data.consents.length === 0) return null;
  const { summary, tracks, consents } = sheets.data;
  const declines = consents.filter((c) => c.state === 'declined');
  return (
    <Box component="section" aria-labelledby="split-sheets">
      <Typography variant="h6" component="h2" id="split-sheets" gutterBottom>
        Split sheets: {summary}
      </Typography>
      {declines.map((d) => (
        <Alert key={d.consentId} severity="warning" sx={{ mb: 1.5 }}>
          <AlertTitle>
            {d.name} declined their share of “{d.trackTitle}”
          </AlertTitle>
          <Box sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{d.declineReason}</Box>
          {correctPath && (
            <Button size="small" href={correctPath} sx={{ mt: 1 }}>
              Correct the split
            </Button>
          )}
        </Alert>
      ))}
      <Stack spacing={1.5}>
        {tracks.map((track) => (
          <Box key={track.trackKey}>
            <Typography variant="subtitle2">{track.title}</Typography>
            {consents
              .filter((c) => c.trackKey === track.trackKey)
              .map((c) => (
                <Stack key={c.consentId} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5, py: 0.5 }}>
                  <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {c.name}
                  </Typography>
                  <Chip size="small" color={COLOURS[c.state]} label={CONSENT_STATE_LABELS[c.state]} />
                  {c.state === 'agreed' && (
                    <Button size="small" href={artistSplitsPdfUrl(submissionId, c.consentId)}>
                      Signed PDF
                    </Button>
                  )}
                </Stack>
              ))}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
