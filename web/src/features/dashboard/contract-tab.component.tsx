import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { AGREEMENT_SUMMARY, CONTRACT_LABELS, CONTRACT_OUTCOME_MESSAGES } from '../../../../domain/contract';
import { useInjection } from '../../di/container-context';
import { PORTAL_TOKENS } from '../../di/portal-tokens';
import type { ContractGateway } from '../../gateway/contract.gateway';
import { type EmbeddedSigner, helloSignEmbeddedSigner } from '../../gateway/embedded-signer';
import { useContractStore, type PopupOpener } from '../../stores/contract.store';
import { useProfile } from '../../queries/profile.query';
import { SentenceList } from '../../components/sentence-list.component';

const openPopup: PopupOpener = (url) => window.open(url, 'harbour-signing', 'popup=yes,width=760,height=900');

/**
 * The Contract Signing tab: create, open the signer (the built-in one in a popup, a provider's embedded in the page),
 * poll until signed (artist-portal §2, §4, §8).
 */
export function ContractTab({
  opener = openPopup,
  embedded = helloSignEmbeddedSigner,
}: {
  opener?: PopupOpener;
  embedded?: EmbeddedSigner;
}) {
  const gateway = useInjection<ContractGateway>(PORTAL_TOKENS.contract);
  const { data: profile } = useProfile();
  const { phase, signatureId, error, notice, init, openSigning } = useContractStore();
  const signer = profile ? { artistId: profile.userId, artistName: profile.artistName || profile.name, artistEmail: profile.email } : null;

  useEffect(() => {
    if (signer && useContractStore.getState().phase === 'idle') void init(gateway, signer);
    // The signer is read once the profile is there; later profile edits do not restart signing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gateway, init, signer === null]);

  const signed = phase === 'signed';
  const creating = phase === 'creating' || phase === 'idle';
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
            {CONTRACT_LABELS.success}
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
            <CircularProgress size={18} />
            <Typography variant="body2">Waiting for your signature in the signing window…</Typography>
          </Stack>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {signed ? (
            <Button variant="contained" disabled startIcon={<CheckCircleIcon />}>
              {CONTRACT_LABELS.signed}
            </Button>
          ) : (
            <Button
              variant="contained"
              disabled={creating || phase === 'error'}
              onClick={() => openSigning(gateway, { open: opener, embedded })}
            >
              {creating ? CONTRACT_LABELS.creating : CONTRACT_LABELS.review}
            </Button>
          )}
          {phase === 'error' && signer && (
            <Button variant="outlined" onClick={() => void init(gateway, signer)}>
              {CONTRACT_LABELS.retry}
            </Button>
          )}
          {signed && signatureId && (
            <Button variant="outlined" startIcon={<DownloadIcon />} href={gateway.pdfUrl(signatureId)} download>
              {CONTRACT_OUTCOME_MESSAGES.downloadSigned}
            </Button>
          )}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {CONTRACT_OUTCOME_MESSAGES.signingNote}
        </Typography>
      </CardContent>
    </Card>
  );
}
