import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { SplitSheetPage } from '@wire';
import { type EmbeddedSigner, helloSignEmbeddedSigner } from '../../gateway/embedded-signer';
import { useOpenSplitSigning } from './split-sheet.api';

/**
 * Agree by signing in the label's e-signature provider (Dropbox Sign embedded, framed in this page). The provider's
 * signed callback records the agreement; its 'sign' event here is only a cue to read the page again until it shows.
 */
export function EmbeddedAgree({
  token,
  page,
  embedded = helloSignEmbeddedSigner,
}: {
  token: string;
  page: SplitSheetPage;
  embedded?: EmbeddedSigner;
}) {
  const { open, refresh } = useOpenSplitSigning(token);
  const [waiting, setWaiting] = useState(false);
  const [failed, setFailed] = useState(false);
  const start = () => {
    setFailed(false);
    open.mutate(
      { documentSha256: page.documentSha256 },
      {
        onSuccess: ({ signUrl, signing }) => {
          if (signing.mode !== 'embedded') return;
          void embedded.open(signUrl, signing, {
            onSign: () => {
              setWaiting(true);
              void refresh();
            },
            onDecline: () => void refresh(),
            onClose: () => void refresh(),
            onError: () => setFailed(true),
          });
        },
      },
    );
  };
  return (
    <Stack spacing={1.5}>
      {open.error && <Alert severity="error">{open.error.message}</Alert>}
      {failed && <Alert severity="error">The signing window could not load. Try again in a moment.</Alert>}
      {waiting && (
        <Alert severity="info" role="status">
          Signed. Recording your agreement…
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        You sign in the label’s e-signature service, which opens on this page.
      </Typography>
      <Button variant="contained" disabled={open.isPending || waiting} onClick={start}>
        Agree and sign
      </Button>
    </Stack>
  );
}
