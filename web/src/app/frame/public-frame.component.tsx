import Box from '@mui/material/Box';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { useSubmissionModeStore } from '../../stores/submission-mode.store';
import { Loading } from '../loading.component';
import { Footer } from './footer.component';
import { TopNav } from './top-nav.component';
import { PublicExtras } from '../../features/public-extras.component';

/** The shared frame of the public site: navigation, the routed page, footer. */
export function PublicFrame({ children }: { children: ReactNode }) {
  const setViewOverride = useSubmissionModeStore((s) => s.setViewOverride);
  const [params] = useSearchParams();

  useEffect(() => {
    if (params.get('mode') === 'waiting-list') setViewOverride('waiting-list');
  }, [params, setViewOverride]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopNav />
      {/* At least a screen tall, so the footer starts below the fold and does not jump when a lazy page arrives. */}
      <Box component="main" sx={{ flexGrow: 1, minHeight: '100vh' }}>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </Box>
      <Footer />
      <PublicExtras />
    </Box>
  );
}
