import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffArtistPageResponse } from '@wire';
import { Fact, FactList } from '../../../components/fact-list.component';
import { Agreement, lastSignIn } from '../artists/agreement.component';

type Artist = StaffArtistPageResponse['artist'];

const orDash = (text: string) => text.trim() || '—';

/** The artist's account and profile as staff read them: contact, agreement, rights IDs, links and completion. */
export function ArtistProfile({ artist }: { artist: Artist }) {
  const { profile } = artist;
  const place = [profile.city, profile.country].filter((p) => p.trim()).join(', ');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="artist-profile-heading" sx={{ p: 2 }}>
      <Typography id="artist-profile-heading" variant="h6" component="h2" gutterBottom>
        Profile
      </Typography>
      <FactList>
        <Fact term="Artist ID">{artist.artistCode}</Fact>
        <Fact term="Name">{orDash(profile.name || `${artist.firstName} ${artist.surname}`)}</Fact>
        <Fact term="Email">
          <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
            {artist.email}
          </Box>
        </Fact>
        <Fact term="Account">{artist.hasSignInCode ? artist.status : 'Access revoked'}</Fact>
        <Fact term="Agreement">
          <Agreement artist={artist} />
        </Fact>
        <Fact term="Nationality">{orDash(profile.nationality)}</Fact>
        <Fact term="Based in">{orDash(place)}</Fact>
        <Fact term="PPL ID">{orDash(profile.pplId)}</Fact>
        <Fact term="PRS ID">{orDash(profile.prsId)}</Fact>
        <Fact term="Last sign-in">{lastSignIn(artist.lastSignInAt)}</Fact>
      </FactList>
      <Typography variant="body2" sx={{ mt: 2 }} id="completion-label">
        Profile completion: {profile.completion}%
      </Typography>
      <LinearProgress variant="determinate" value={profile.completion} aria-labelledby="completion-label" sx={{ mt: 0.5 }} />
      {profile.biography.trim() && (
        <Typography variant="body2" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
          {profile.biography}
        </Typography>
      )}
      {profile.links.length > 0 && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          {profile.links.map((link) => (
            <Link key={link.label} href={link.url} target="_blank" rel="noopener noreferrer">
              {link.label}
            </Link>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
