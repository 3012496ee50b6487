import Box from '@mui/material/Box';
import { Suspense, useEffect } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { TOKENS } from '../../di/tokens';
import { useInjection } from '../../di/container-context';
import type { PortalConfigGateway } from '../../gateway/portal-config.gateway';
import { useSubmissionModeStore } from '../../stores/submission-mode.store';
import { Loading } from '../loading.component';
import { Footer } from './footer.component';
import { TopNav } from './top-nav.component';
import { PublicExtras } from '../../features/public-extras.component';

/** The shared frame of the public site: navigation, the routed page, footer. */
export function PublicFrame() {
  const gateway = useInjection<PortalConfigGateway>(TOKENS.portalConfig);
  const load = useSubmissionModeStore((s) => s.load);
  const setViewOverride = useSubmissionModeStore((s) => s.setViewOverride);
  const [params] = useSearchParams();

  useEffect(() => {
    void load(gateway);
  }, [gateway, load]);
  useEffect(() => {
    if (params.get('mode') === 'waiting-list') setViewOverride('waiting-list');
  }, [params, setViewOverride]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <TopNav />
      {/* At least a screen tall, so the footer starts below the fold and does not jump when a lazy page arrives. */}
      <Box component="main" sx={{ flexGrow: 1, minHeight: '100vh' }}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <PublicExtras />
    </Box>
  );
}
