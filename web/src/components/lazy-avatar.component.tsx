import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';

const Avatar = lazy(() => import('@mui/material/Avatar'));

/** MUI's Avatar at its default 40 px, loaded when first shown; an empty circle of that size holds its place meanwhile. */
export function LazyAvatar({ src, alt }: { src?: string; alt: string }) {
  return (
    <Suspense fallback={<Box sx={{ width: 40, height: 40, borderRadius: '50%', flexShrink: 0 }} />}>
      <Avatar src={src} alt={alt} />
    </Suspense>
  );
}
