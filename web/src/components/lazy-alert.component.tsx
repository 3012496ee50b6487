import type { AlertProps } from '@mui/material/Alert';
import { lazy, Suspense } from 'react';

export const loadAlert = () => import('@mui/material/Alert');
const Alert = lazy(loadAlert);

/**
 * MUI's Alert, loaded when one is first shown: a page that shows alerts only when something goes wrong (the wizard's
 * first step) keeps it out of its first load. The page can call `loadAlert` once the visitor starts on it.
 */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
