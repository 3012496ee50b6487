import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { ARTIST_STORE_WORDS, type TakedownReach } from '@domain/release';

/** The release in each store, in the artist's words, and the label's reason once it is taken down (if staff show it). */
export function StoreDeliveries({
  stores,
  takedownReason,
  takenDown,
}: {
  stores: string[];
  takedownReason: string | null;
  takenDown: TakedownReach;
}) {
  if (stores.length === 0 && !takedownReason) return null;
  return (
    <Alert severity={takenDown !== 'none' ? 'warning' : 'info'} variant="outlined" icon={false} data-testid="store-deliveries">
      <AlertTitle>{ARTIST_STORE_WORDS.heading}</AlertTitle>
      {stores.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
      {takedownReason && (
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }} data-testid="takedown-reason">
          {ARTIST_STORE_WORDS.removedReason(takedownReason)}
        </Typography>
      )}
    </Alert>
  );
}
