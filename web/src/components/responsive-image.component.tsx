import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface SiteImage {
  original: string;
  width: number;
  height: number;
  sources: Record<'avif' | 'webp', { width: number; url: string }[]>;
}

/** Compiled in by the build (web/vite.config.mts, scripts/optimise-images.cjs); absent outside a build. */
declare const __SITE_IMAGES__: Record<string, SiteImage> | undefined;
const SITE_IMAGES: Record<string, SiteImage> = typeof __SITE_IMAGES__ === 'undefined' ? {} : __SITE_IMAGES__;

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
  const entry = SITE_IMAGES[src];
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
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </Box>
  );
}
