import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AGREEMENT_SUMMARY, AGREEMENT_LABELS, AGREEMENT_OUTCOME_MESSAGES } from '@domain/agreement';
import { type EmbeddedSigner, helloSignEmbeddedSigner } from '../../gateway/embedded-signer';
import { agreementPdfUrl } from './api/agreement.api';
import { type PopupOpener, useAgreementSigning } from './use-agreement-signing.hook';
import { useProfile } from '../../queries/profile.query';
import { SentenceList } from '../../components/sentence-list.component';

const openPopup: PopupOpener = (url) => window.open(url, 'harbour-signing', 'popup=yes,width=760,height=900');

/**
 * The Contract Signing tab: create, open the signer (the built-in one in a popup, a provider's embedded in the page),
 * poll until signed (artist-portal §2, §4, §8).
 */
export function AgreementTab({
  opener = openPopup,
  embedded = helloSignEmbeddedSigner,
}: {
  opener?: PopupOpener;
  embedded?: EmbeddedSigner;
}) {
  const { data: profile } = useProfile();
  const signer = profile ? { artistId: profile.userId, artistName: profile.artistName || profile.name, artistEmail: profile.email } : null;
  const { phase, signatureId, error, notice, openSigning, retry } = useAgreementSigning(signer, { open: opener, embedded });

  const signed = phase === 'signed';
  const creating = phase === 'creating';
  return (
    <Card variant="outlined" component="section" aria-labelledby="agreement-title" sx={{ maxWidth: 760 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="h5" component="h2" id="agreement-title">
          Artist Agreement
        </Typography>
        <Typography color="text.secondary">
          Read the main terms below, then open the agreement to review the full text and sign it electronically.
        </Typography>
        <SentenceList items={AGREEMENT_SUMMARY} variant="body2" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }} />
        {signed && (
          <Alert severity="success" icon={<CheckCircleIcon />}>
            {AGREEMENT_LABELS.success}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {notice && !error && !signed && <Alert severity="info">{notice}</Alert>}
        {phase === 'signing' && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={18} aria-label="Waiting for your signature" />
            <Typography variant="body2">Waiting for your signature in the signing window…</Typography>
          </Stack>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {signed ? (
            <Button variant="contained" disabled startIcon={<CheckCircleIcon />}>
              {AGREEMENT_LABELS.signed}
            </Button>
          ) : (
            <Button variant="contained" disabled={creating || phase === 'error'} onClick={openSigning}>
              {creating ? AGREEMENT_LABELS.creating : AGREEMENT_LABELS.review}
            </Button>
          )}
          {phase === 'error' && signer && (
            <Button variant="outlined" onClick={retry}>
              {AGREEMENT_LABELS.retry}
            </Button>
          )}
          {signed && signatureId && (
            <Button variant="outlined" startIcon={<DownloadIcon />} href={agreementPdfUrl(signatureId)} download>
              {AGREEMENT_OUTCOME_MESSAGES.downloadSigned}
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {AGREEMENT_OUTCOME_MESSAGES.signingNote}
        </Typography>
      </CardContent>
    </Card>
  );
}
