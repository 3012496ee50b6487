import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PortContainer } from '../di/port-container';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { ContainerProvider } from '../di/container-context';
import { type ReactNode, Suspense, useEffect, useLayoutEffect } from 'react';
import { replayEarlyInput } from './early-input';
import { replayEarlyPresses } from './early-presses';
import { lazyPage } from './lazy-page';
import { Loading } from './loading.component';
import { PublicFrame } from './frame/public-frame.component';
import { type PageRoute, PORTAL_ROUTES, PUBLIC_ROUTES } from './routes';
import { ScrollToTop } from './scroll-to-top.component';
import { theme } from './theme';

const NotFound = lazyPage(() => import('../features/not-found/not-found.page'), 'NotFoundPage');
// The signed-in frames load on demand too, so the public pages stay small.
const ArtistFrame = lazyPage(() => import('../features/portal-frame/portal-frames.component'), 'ArtistFrame');
const StaffFrame = lazyPage(() => import('../features/portal-frame/portal-frames.component'), 'StaffFrame');
const lazyFrame = (Frame: React.ComponentType) => (
  <Suspense fallback={<Loading />}>
    <Frame />
  </Suspense>
);

/** A page as the router shows it: scrolled to the top, handed what was typed and pressed before the app ran. */
function routedPage(Page: React.ComponentType) {
  return function Routed() {
    useLayoutEffect(() => replayEarlyInput(document), []);
    // After the commit that attached the handlers, and after any typed text has reached React's state.
    useEffect(() => {
      const replay = setTimeout(replayEarlyPresses, 0);
      return () => clearTimeout(replay);
    }, []);
    return (
      <>
        <ScrollToTop />
        <Page />
      </>
    );
  };
}

const routed = (routes: PageRoute[]) => routes.map((route) => ({ path: route.path, Component: routedPage(route.page) }));
const inFrame = (frame: PageRoute['frame']) => [...PUBLIC_ROUTES, ...PORTAL_ROUTES].filter((route) => route.frame === frame);

/** The route tree, shared by the browser router and the build's prerender (web/src/prerender/render-page.tsx). */
export function appRoutes(): RouteObject[] {
  return [
    { element: <PublicFrame />, children: routed([...inFrame(undefined), { path: '*', title: 'Not found', page: NotFound }]) },
    // Signed-in areas have their own frame that refuses other roles (artist-portal §6).
    { element: lazyFrame(ArtistFrame), children: routed(inFrame('artist')) },
    { element: lazyFrame(StaffFrame), children: routed(inFrame('staff')) },
  ];
}

export function createRouter() {
  return createBrowserRouter(appRoutes());
}

interface AppServices {
  container: PortContainer;
  queryClient: QueryClient;
}

/** Theme, gateways and the server-state cache around the router (the browser's or the prerender's). */
export function AppProviders({ container, queryClient, children }: AppServices & { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ContainerProvider container={container}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ContainerProvider>
    </ThemeProvider>
  );
}

export function App(services: AppServices) {
  return (
    <AppProviders {...services}>
      <RouterProvider router={createRouter()} />
    </AppProviders>
  );
}
