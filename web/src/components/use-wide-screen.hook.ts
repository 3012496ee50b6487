import { useTheme } from '@mui/material/styles';
import { useSyncExternalStore } from 'react';

const supported = () => typeof window.matchMedia === 'function';

/**
 * Whether the window is at least the theme's `from` breakpoint wide: false in the prerender, during hydration and where
 * the browser cannot tell, then the browser's answer. MUI's useMediaQuery does the same with options no caller here uses, and would cost the
 * submit page's first load a kilobyte.
 */
export function useWideScreen(from: 'sm' | 'md'): boolean {
  const query = useTheme()
    .breakpoints.up(from)
    .replace(/^@media\s*/, '');
  return useSyncExternalStore(
    (changed) => {
      if (!supported()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => supported() && window.matchMedia(query).matches,
    () => false,
  );
}
