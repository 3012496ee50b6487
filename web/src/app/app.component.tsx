import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Container } from 'inversify';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ContainerProvider } from '../di/container-context';
import { notBuilt } from './lazy-page';
import { PublicFrame } from './frame/public-frame.component';
import { PORTAL_ROUTES, PUBLIC_ROUTES } from './routes';
import { ScrollToTop } from './scroll-to-top.component';
import { theme } from './theme';

const NotFound = notBuilt('Page not found');

function withScroll(Page: React.ComponentType) {
  return function Routed() {
    return (
      <>
        <ScrollToTop />
        <Page />
      </>
    );
  };
}

export function createRouter() {
  return createBrowserRouter([
    {
      element: <PublicFrame />,
      children: [...PUBLIC_ROUTES, ...PORTAL_ROUTES, { path: '*', title: 'Not found', page: NotFound }].map((route) => ({
        path: route.path,
        Component: withScroll(route.page),
      })),
    },
  ]);
}

export function App({ container }: { container: Container }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ContainerProvider container={container}>
        <RouterProvider router={createRouter()} />
      </ContainerProvider>
    </ThemeProvider>
  );
}
