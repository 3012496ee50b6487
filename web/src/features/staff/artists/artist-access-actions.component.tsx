import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { StaffArtist } from '@wire';
import { type AccessChange, useArtistAccess } from './artists.api';

export type AccessOutcome = { severity: 'success' | 'error'; text: string };

type Action = { label: string; confirm: string; change: AccessChange };

const resend: Action = {
  label: 'Resend code',
  confirm: 'Mail {name} a new sign-in code? Their current code stops working.',
  change: 'resendCode',
};
const revoke: Action = {
  label: 'Revoke access',
  confirm: 'Revoke the portal access of {name}? They are signed out at once and cannot sign in until access is restored.',
  change: 'revokeAccess',
};
const restore: Action = {
  label: 'Restore access',
  confirm: 'Restore the portal access of {name}? Their artist ID and code work again.',
  change: 'restoreAccess',
};

/** Sign-in actions for one artist, each confirmed first: a new code, or cutting off and giving back their access. */
export function ArtistAccessActions(props: { artist: StaffArtist; onDone(outcome: AccessOutcome): void }) {
  const { artist, onDone } = props;
  const access = useArtistAccess();
  const name = artist.artistName || `${artist.firstName} ${artist.surname}`;
  const act = async (action: Action) => {
    if (!window.confirm(action.confirm.replace('{name}', name))) return;
    try {
      onDone({ severity: 'success', text: await access.mutateAsync({ change: action.change, artistId: artist.id }) });
    } catch (e) {
      onDone({ severity: 'error', text: e instanceof Error ? e.message : String(e) });
    }
  };
  const actions = artist.hasSignInCode ? [resend, revoke] : [restore, resend];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
      {!artist.hasSignInCode && <Chip size="small" color="error" variant="outlined" label="No access" />}
      {actions.map((action) => (
        <Button
          key={action.label}
          size="small"
          variant="outlined"
          color={action === revoke ? 'error' : 'primary'}
          onClick={() => act(action)}
        >
          {action.label}
        </Button>
      ))}
    </Stack>
  );
}
