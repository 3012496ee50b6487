import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SPOTIFY_MESSAGES, spotifyArtistLinkMessage } from '../../../../../domain/catalogue';
import { type Choice, ChoiceButtons } from '../../../components/choice-buttons.component';
import { LazyAlert } from '../../../components/lazy-alert.component';
import { LazyAvatar } from '../../../components/lazy-avatar.component';
import { TextInput } from '../../../components/text-input.component';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useArtistSearch, useVerifyArtist } from '../api/artist-search.api';
import { ArtistSearchField } from './artist-search-field.component';

const SPOTIFY_MODES: readonly Choice<'search' | 'url'>[] = [
  { value: 'search', label: SPOTIFY_MESSAGES.searchArtistMode },
  { value: 'url', label: SPOTIFY_MESSAGES.enterUrlMode },
];

/** 'Find your artist profile on Spotify' (public flow §2.4 step 1, §4 Streaming-service connection). */
export function SpotifyConnect() {
  const verifyArtist = useVerifyArtist();
  const form = useSubmissionFormStore((s) => s.form);
  const patch = useSubmissionFormStore((s) => s.patch);
  const [query, setQuery] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const search = useArtistSearch(query, form.hasSpotify && form.spotifyMode === 'search');

  const connect = (name: string, image: string | null, url: string) =>
    patch({ spotifyConnected: { name, image }, spotifyProfile: url, artistName: name });

  const verify = async () => {
    const problem = spotifyArtistLinkMessage(form.spotifyProfile);
    if (problem) return setUrlError(problem);
    setVerifying(true);
    try {
      const result = await verifyArtist.mutateAsync(form.spotifyProfile.trim());
      if (result.valid && result.artistName) connect(result.artistName, result.artistImage ?? null, form.spotifyProfile.trim());
      else setUrlError(result.error ?? SPOTIFY_MESSAGES.verifyFailed);
    } catch {
      setUrlError(SPOTIFY_MESSAGES.verifyFailed);
    } finally {
      setVerifying(false);
    }
  };

  return (
    <Stack spacing={2} data-field="spotifyProfile">
      <RadioGroup
        row
        aria-label="Spotify profile"
        value={form.hasSpotify ? 'profile' : 'new'}
        onChange={(e) =>
          patch(e.target.value === 'new' ? { hasSpotify: false, spotifyProfile: '', spotifyConnected: null } : { hasSpotify: true })
        }
      >
        <FormControlLabel value="profile" control={<Radio />} label={SPOTIFY_MESSAGES.haveProfile} />
        <FormControlLabel value="new" control={<Radio />} label={SPOTIFY_MESSAGES.newArtist} />
      </RadioGroup>
      {form.hasSpotify && form.spotifyConnected && (
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', p: 1.5, borderRadius: 2, bgcolor: 'success.main', color: 'success.contrastText' }}
        >
          <LazyAvatar src={form.spotifyConnected.image ?? undefined} alt="" />
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {form.spotifyConnected.name}
            </Typography>
            <Typography variant="body2">Spotify profile connected</Typography>
          </Box>
          <Button color="inherit" onClick={() => patch({ spotifyConnected: null, spotifyProfile: '' })}>
            Change
          </Button>
        </Stack>
      )}
      {form.hasSpotify && !form.spotifyConnected && (
        <>
          <ChoiceButtons
            label="How to find your profile"
            value={form.spotifyMode}
            choices={SPOTIFY_MODES}
            onChange={(mode) => {
              // Switching mode resets the verification (public flow §4).
              patch({ spotifyMode: mode, spotifyProfile: '', spotifyConnected: null });
              setQuery('');
              setUrlError(null);
            }}
          />
          {form.spotifyMode === 'search' ? (
            <ArtistSearchField
              query={query}
              onQuery={setQuery}
              search={search}
              onPick={(artist) => connect(artist.name, artist.image, artist.url)}
            />
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextInput
                label="Spotify artist URL"
                placeholder="https://open.spotify.com/artist/..."
                fullWidth
                value={form.spotifyProfile}
                onChange={(e) => {
                  patch({ spotifyProfile: e.target.value, spotifyConnected: null });
                  setUrlError(null);
                }}
                error={!!urlError}
                helperText={urlError ?? ' '}
              />
              <Button variant="outlined" onClick={() => void verify()} disabled={verifying} sx={{ minWidth: 96, height: 56 }}>
                {verifying ? 'Checking...' : 'Verify'}
              </Button>
            </Stack>
          )}
          {search.error && form.spotifyMode === 'search' && <LazyAlert severity="warning">{search.error}</LazyAlert>}
        </>
      )}
    </Stack>
  );
}
