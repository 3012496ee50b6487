import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'wouter';
import { LABEL_CATALOGUE_MESSAGES } from '@domain/label-catalogue';
import { Loading } from '../../../app/loading.component';
import { ArtistProfile } from './artist-profile.component';
import { useArtistPage } from './catalogue.api';
import { ReleaseIdentifiers } from './release-identifiers.component';

/** /artist/{artistId} for staff: the artist's profile and agreement, and each release with its UPC, ISRCs and delivery. */
export function StaffArtistPage() {
  const { artistId = '' } = useParams();
  const { data, error, isPending } = useArtistPage(artistId);
  const back = (
    <Button component={RouterLink} to="/staff/artists" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      Artists
    </Button>
  );
  if (isPending) return <Loading />;
  if (error || !data) {
    return (
      <Container maxWidth="lg">
        {back}
        <Alert severity="error">{error?.message ?? LABEL_CATALOGUE_MESSAGES.artistNotFound}</Alert>
      </Container>
    );
  }
  const { artist, releases } = data;
  return (
    <Container maxWidth="lg">
      {back}
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {artist.artistName || `${artist.firstName} ${artist.surname}`}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <ArtistProfile artist={artist} />
        <Stack component="section" aria-labelledby="artist-releases-heading" spacing={2}>
          <Typography id="artist-releases-heading" variant="h6" component="h2">
            Releases ({releases.length})
          </Typography>
          {releases.length === 0 && <Typography color="text.secondary">{LABEL_CATALOGUE_MESSAGES.noReleases}</Typography>}
          {releases.map((release) => (
            <ReleaseIdentifiers key={release.id} release={release} />
          ))}
        </Stack>
      </Box>
    </Container>
  );
}
