import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PortResolver } from '../di/port-resolver';
import { ContainerProvider } from '../di/ports-provider';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { AppRoutes } from './app-routes';
import { BrowserPlace, type Place, usePlace } from './router/browser-place';
import { appTheme } from './theme';

/** The router over the browser's address, or over the prerender's `initial` one (web/src/prerender/render-page.tsx). */
export function AppRouter({ initial }: { initial?: Place }) {
  return (
    <BrowserPlace initial={initial}>
      <Router hook={usePlace}>
        <AppRoutes />
      </Router>
    </BrowserPlace>
  );
}

interface AppServices {
  ports: PortResolver;
  queryClient: QueryClient;
}

/** Theme, gateways and the server-state cache around the router (the browser's or the prerender's). */
export function AppProviders({ ports, queryClient, children }: AppServices & { children: ReactNode }) {
  return (
    <ThemeProvider theme={appTheme()}>
      <CssBaseline />
      <ContainerProvider ports={ports}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ContainerProvider>
    </ThemeProvider>
  );
}

export function App(services: AppServices) {
  return (
    <AppProviders {...services}>
      <AppRouter />
    </AppProviders>
  );
}
