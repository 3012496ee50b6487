import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'wouter';
import { TitledCardPage } from '../../components/titled-card-page.component';

interface Props {
  title: string;
  text: string;
  artistSignIn: string;
  staffSignIn: string;
}

/** What a signed-out visitor sees on a shared link that only the artist or our team may open. */
export function PrivateLinkCard({ title, text, artistSignIn, staffSignIn }: Props) {
  return (
    <TitledCardPage title={title} intro={text}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to={artistSignIn} variant="contained">
          Artist sign in
        </Button>
        <Button component={RouterLink} to={staffSignIn} variant="outlined">
          Staff sign in
        </Button>
        <Button component={RouterLink} to="/" color="inherit">
          Return Home
        </Button>
      </Stack>
    </TitledCardPage>
  );
}
