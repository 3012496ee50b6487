import AlbumIcon from '@mui/icons-material/Album';
import Box from '@mui/material/Box';
import { useState } from 'react';

type Size = number | string | Record<string, number | string>;

/** Release artwork, or a placeholder when there is none or it fails to load (artist-portal §2). */
export function Artwork({ url, title, size }: { url: string | null | undefined; title: string; size: Size }) {
  const [failed, setFailed] = useState(false);
  const box = {
    width: size,
    flexShrink: 0,
    aspectRatio: '1 / 1',
    bgcolor: 'grey.200',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
  } as const;
  if (!url || failed) {
    return (
      <Box sx={box} role="img" aria-label={`${title}: no artwork`} data-testid="artwork-placeholder">
        <AlbumIcon sx={{ fontSize: 56, color: 'grey.500' }} />
      </Box>
    );
  }
  return (
    <Box sx={box}>
      <Box
        component="img"
        src={url}
        alt={`Artwork for ${title}`}
        onError={() => setFailed(true)}
        loading="lazy"
        sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}
