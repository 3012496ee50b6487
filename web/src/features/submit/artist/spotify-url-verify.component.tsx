import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { SPOTIFY_MESSAGES, spotifyArtistLinkMessage } from '@domain/catalogue';
import { TextInput } from '../../../components/text-input.component';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { useVerifyArtist } from '../api/artist-search.api';

export interface SpotifyUrlVerifyProps {
  onVerified: (name: string, image: string | null, url: string) => void;
}

/** 'Enter URL': a pasted artist link, checked by the public flow §5 rule, then verified by the lookup API. */
export function SpotifyUrlVerify({ onVerified }: SpotifyUrlVerifyProps) {
  const verifyArtist = useVerifyArtist();
  const url = useSubmissionFormStore((s) => s.form.spotifyProfile);
  const patch = useSubmissionFormStore((s) => s.patch);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);

  const verify = async () => {
    const problem = spotifyArtistLinkMessage(url);
    if (problem) return setUrlError(problem);
    setVerifying(true);
    try {
      const result = await verifyArtist.mutateAsync(url.trim());
      if (result.valid && result.artistName) onVerified(result.artistName, result.artistImage ?? null, url.trim());
      else setUrlError(result.error ?? SPOTIFY_MESSAGES.verifyFailed);
    } catch {
      setUrlError(SPOTIFY_MESSAGES.verifyFailed);
    } finally {
      setVerifying(false);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextInput
        label="Spotify artist URL"
        placeholder="https://open.spotify.com/artist/..."
        fullWidth
        value={url}
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
  );
}
