import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';
import { SPOTIFY_MESSAGES } from '@domain/catalogue';
import { type Choice, ChoiceButtons } from '../../../components/choice-buttons.component';
import { columnSx } from '../../../components/column-sx';
import { LazyAlert } from '../../../components/lazy-alert.component';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useArtistSearch } from '../api/artist-search.api';
import { ArtistSearchField } from './artist-search-field.component';

// What shows only after a choice (a pasted link to verify, a connected artist) loads with that choice.
const SpotifyUrlVerify = lazy(async () => ({ default: (await import('./spotify-url-verify.component')).SpotifyUrlVerify }));
const SpotifyConnectedArtist = lazy(async () => ({
  default: (await import('./spotify-connected-artist.component')).SpotifyConnectedArtist,
}));

const PROFILE_CHOICES: readonly Choice<'profile' | 'new'>[] = [
  { value: 'profile', label: SPOTIFY_MESSAGES.haveProfile },
  { value: 'new', label: SPOTIFY_MESSAGES.newArtist },
];

const SPOTIFY_MODES: readonly Choice<'search' | 'url'>[] = [
  { value: 'search', label: SPOTIFY_MESSAGES.searchArtistMode },
  { value: 'url', label: SPOTIFY_MESSAGES.enterUrlMode },
];

/** 'Find your artist profile on Spotify' (public flow §2.4 step 1, §4 Streaming-service connection). */
export function SpotifyConnect() {
  const form = useSubmissionFormStore((s) => s.form);
  const patch = useSubmissionFormStore((s) => s.patch);
  const [query, setQuery] = useState('');
  const search = useArtistSearch(query, form.hasSpotify && form.spotifyMode === 'search');

  const connect = (name: string, image: string | null, url: string) =>
    patch({ spotifyConnected: { name, image }, spotifyProfile: url, artistName: name });

  return (
    <Box sx={columnSx(2)} data-field="spotifyProfile">
      <ChoiceButtons
        label="Spotify profile"
        value={form.hasSpotify ? 'profile' : 'new'}
        choices={PROFILE_CHOICES}
        onChange={(choice) =>
          patch(choice === 'new' ? { hasSpotify: false, spotifyProfile: '', spotifyConnected: null } : { hasSpotify: true })
        }
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, '& .MuiButton-root': { flex: { xs: 1, sm: 'none' } } }}
      />
      {form.hasSpotify && form.spotifyConnected && (
        <Suspense fallback={<Box sx={{ height: 64 }} />}>
          <SpotifyConnectedArtist
            name={form.spotifyConnected.name}
            image={form.spotifyConnected.image}
            onChange={() => patch({ spotifyConnected: null, spotifyProfile: '' })}
          />
        </Suspense>
      )}
      {form.hasSpotify && !form.spotifyConnected && (
        <>
          <ChoiceButtons
            label="How to find your profile"
            value={form.spotifyMode}
            choices={SPOTIFY_MODES}
            onChange={(mode) => {
              patch({ spotifyMode: mode, spotifyProfile: '', spotifyConnected: null });
              // Switching mode resets the verification (public flow §4): the other mode's field unmounts with its error.
              setQuery('');
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
            <Suspense fallback={<Box sx={{ height: 79 }} />}>
              <SpotifyUrlVerify onVerified={connect} />
            </Suspense>
          )}
          {search.error && form.spotifyMode === 'search' && <LazyAlert severity="warning">{search.error}</LazyAlert>}
        </>
      )}
    </Box>
  );
}
