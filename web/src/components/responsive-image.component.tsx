import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';

interface MappingEntry {
  original: string;
  width: number;
  height: number;
  sources: Record<'avif' | 'webp', { width: number; url: string }[]>;
}

/** The build's image mapping, read once per tab; an empty mapping (dev server) falls back to originals. */
async function loadMapping(): Promise<Record<string, MappingEntry>> {
  try {
    const response = await fetch('/files/optimized/image-mapping.json');
    return response.ok ? ((await response.json()) as Record<string, MappingEntry>) : {};
  } catch {
    return {};
  }
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
  const { data: mapping } = useQuery({ queryKey: ['image-mapping'], queryFn: loadMapping, staleTime: Infinity });
  const entry = mapping?.[src] ?? null;
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
