import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { SplitConsentView } from '@wire';
import { CONSENT_STATE_LABELS } from '@domain/split-sheets';
import { splitsPdfUrl, useDeskSplitSheets, useSplitActions } from './splits.api';

const COLOURS = { asked: 'default', opened: 'info', agreed: 'success', declined: 'error', expired: 'warning' } as const;
const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric' }) : '');

function ConsentLine({ id, consent }: { id: string; consent: SplitConsentView }) {
  const { resend, agreedOffline } = useSplitActions(id);
  const [note, setNote] = useState('');
  const [marking, setMarking] = useState(false);
  const when =
    consent.state === 'agreed' ? day(consent.answeredAt) : consent.state === 'opened' ? day(consent.openedAt) : day(consent.askedAt);
  const carried = consent.answeredVersion !== null && consent.answeredVersion < consent.sheetVersion;
  return (
    <Stack spacing={0.5} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{consent.name}</Typography>
        <Chip size="small" color={COLOURS[consent.state]} label={`${CONSENT_STATE_LABELS[consent.state]} ${when}`} />
        {carried && <Chip size="small" variant="outlined" label={`agreed to v${consent.answeredVersion}`} />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {consent.email}
      </Typography>
      {consent.declineReason && <Typography variant="body2">Reason: {consent.declineReason}</Typography>}
      {consent.offlineNote && (
        <Typography variant="body2">
          Offline, by {consent.markedBy}: {consent.offlineNote}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {consent.state !== 'agreed' && consent.state !== 'declined' && (
          <Button size="small" disabled={resend.isPending} onClick={() => resend.mutate(consent.consentId)}>
            Resend
          </Button>
        )}
        {consent.state !== 'agreed' && (
          <Button size="small" onClick={() => setMarking(!marking)}>
            Agreed offline
          </Button>
        )}
        {consent.state === 'agreed' && (
          <Button size="small" href={splitsPdfUrl(id, consent.consentId)}>
            Signed PDF
          </Button>
        )}
      </Stack>
      {marking && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField size="small" label="How it was agreed" value={note} onChange={(e) => setNote(e.target.value)} fullWidth />
          <Button variant="outlined" onClick={() => agreedOffline.mutate({ consentId: consent.consentId, note })}>
            Mark agreed
          </Button>
        </Stack>
      )}
      {(resend.error ?? agreedOffline.error) && <Alert severity="error">{(resend.error ?? agreedOffline.error)?.message}</Alert>}
    </Stack>
  );
}

/** The desk's splits panel: per track and person asked / opened / agreed (when) / declined (why) / expired. */
export function SplitsPanel({ id }: { id: string }) {
  const sheets = useDeskSplitSheets(id);
  if (sheets.isPending) return <Typography color="text.secondary">Loading split sheets…</Typography>;
  if (sheets.error) return <Alert severity="error">{sheets.error.message}</Alert>;
  const { summary, warning, tracks, consents } = sheets.data;
  if (consents.length === 0) return <Typography color="text.secondary">Nobody to ask: the artist holds every share.</Typography>;
  return (
    <Stack spacing={1.5}>
      <Typography>
        <strong>{summary}</strong>
      </Typography>
      {warning && <Alert severity={sheets.data.consent === 'block' ? 'error' : 'warning'}>{warning}</Alert>}
      {tracks.map((track) => (
        <div key={track.trackKey}>
          <Typography variant="subtitle2">
            {track.title} · v{track.version} · ISRC {track.isrc ?? '—'}
          </Typography>
          {consents
            .filter((c) => c.trackKey === track.trackKey)
            .map((c) => (
              <ConsentLine key={c.consentId} id={id} consent={c} />
            ))}
        </div>
      ))}
    </Stack>
  );
}
