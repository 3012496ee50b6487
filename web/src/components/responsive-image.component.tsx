import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useState } from 'react';

interface MappingEntry {
  original: string;
  width: number;
  height: number;
  sources: Record<'avif' | 'webp', { width: number; url: string }[]>;
}

let mapping: Promise<Record<string, MappingEntry>> | null = null;
/** One fetch of the build's image mapping per page load; an empty mapping (dev server) falls back to originals. */
function loadMapping(): Promise<Record<string, MappingEntry>> {
  mapping ??= fetch('/files/optimized/image-mapping.json')
    .then((r) => (r.ok ? (r.json() as Promise<Record<string, MappingEntry>>) : {}))
    .catch(() => ({}));
  return mapping;
}

/** An image served as AVIF/WebP at the width the screen needs (sizes from the build-time optimiser). */
export function ResponsiveImage({
  src,
  alt,
  sizes = '100vw',
  sx,
  priority,
}: {
  src: string;
  alt: string;
  sizes?: string;
  sx?: SxProps<Theme>;
  priority?: boolean;
}) {
  const [entry, setEntry] = useState<MappingEntry | null>(null);
  useEffect(() => {
    let live = true;
    void loadMapping().then((m) => live && setEntry(m[src] ?? null));
    return () => {
      live = false;
    };
  }, [src]);
  const srcSet = (format: 'avif' | 'webp') => entry?.sources[format].map((s) => `${s.url} ${s.width}w`).join(', ');
  return (
    <Box component="picture" sx={{ display: 'block', ...sx }}>
      {entry && <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />}
      {entry && <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />}
      <Box
        component="img"
        src={src}
        alt={alt}
        width={entry?.width}
        height={entry?.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}
