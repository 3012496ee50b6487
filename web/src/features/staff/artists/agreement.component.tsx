import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { StaffArtist } from '@wire';
import type { SignatureStatus } from '@domain/agreement';
import { when } from '../when';

const SHOWN: Record<SignatureStatus, { label: string; color: 'success' | 'warning' | 'error' | 'default' }> = {
  signed: { label: 'Signed', color: 'success' },
  awaiting_signature: { label: 'Awaiting signature', color: 'warning' },
  declined: { label: 'Declined', color: 'error' },
  expired: { label: 'Expired', color: 'default' },
};

/** A staff list's date and time of an artist's last sign-in, or 'Never'. */
export const lastSignIn = (iso: string | null) => (iso ? when(iso) : 'Never');

/** The artist's agreement as staff see it: its standing, and the signed PDF once signed (under the chip when `stacked`). */
export function Agreement({ artist, stacked = false }: { artist: Pick<StaffArtist, 'id' | 'agreement'>; stacked?: boolean }) {
  if (!artist.agreement) return <Chip size="small" variant="outlined" label="Not sent" />;
  const shown = SHOWN[artist.agreement.status];
  return (
    <Stack
      direction={stacked ? 'column' : 'row'}
      spacing={stacked ? 0.5 : 1}
      useFlexGap
      sx={{ alignItems: stacked ? 'flex-start' : 'center', flexWrap: 'wrap' }}
    >
      <Chip size="small" color={shown.color} label={shown.label} />
      {artist.agreement.status === 'signed' && (
        <Link href={`/api/review-desk/artists/${artist.id}/agreements/${artist.agreement.signatureId}/pdf`} target="_blank" rel="noopener">
          Signed PDF
        </Link>
      )}
    </Stack>
  );
}
