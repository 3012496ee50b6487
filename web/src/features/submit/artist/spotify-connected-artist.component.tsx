import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LazyAvatar } from '../../../components/lazy-avatar.component';

export interface SpotifyConnectedArtistProps {
  name: string;
  image: string | null;
  onChange: () => void;
}

/** A verified artist: name and image, and a way to pick another (public flow §2.4 step 1). */
export function SpotifyConnectedArtist({ name, image, onChange }: SpotifyConnectedArtistProps) {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', p: 1.5, borderRadius: 2, bgcolor: 'success.main', color: 'success.contrastText' }}
    >
      <LazyAvatar src={image ?? undefined} alt="" />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        <Typography variant="body2">Spotify profile connected</Typography>
      </Box>
      <Button color="inherit" onClick={onChange}>
        Change
      </Button>
    </Stack>
  );
}
