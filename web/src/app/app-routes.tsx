import { type ComponentType, lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { matchRoute, Route, useLocation, useRouter } from 'wouter';
import { useDocumentTitle } from './document-title';
import { replayEarlyInput } from './early-input';
import { replayEarlyPresses } from './early-presses';
import { PublicFrame } from './frame/public-frame.component';
import { lazyPage } from './lazy-page';
import { Loading } from './loading.component';
import { type PageRoute, PORTAL_ROUTES, PUBLIC_ROUTES } from './routes';
import { ScrollToTop } from './scroll-to-top.component';

const NotFound = lazyPage(() => import('../features/not-found/not-found.page'), 'NotFoundPage');
// The signed-in frames load on demand too, so the public pages stay small.
const lazyFrame = (name: 'ArtistFrame' | 'StaffFrame') =>
  lazy(async () => ({ default: (await import('../features/portal-frame/portal-frames.component'))[name] }));
const ArtistFrame = lazyFrame('ArtistFrame');
const StaffFrame = lazyFrame('StaffFrame');

/** A page as the router shows it: scrolled to the top, handed what was typed and pressed before the app ran. */
function routedPage(Page: ComponentType, title: string): ComponentType {
  return function Routed() {
    useDocumentTitle(title);
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

interface RoutedPage {
  path: string;
  frame: PageRoute['frame'];
  Page: ComponentType;
  FirstScreen?: ComponentType;
}

// One component per route, made once: a page keeps its state while only its parameters change.
const ROUTED: RoutedPage[] = [...PUBLIC_ROUTES, ...PORTAL_ROUTES].map((route) => ({
  path: route.path,
  frame: route.frame,
  Page: routedPage(route.page, route.title),
  FirstScreen: route.firstScreen,
}));
const NOT_FOUND: RoutedPage = { path: '*', frame: undefined, Page: routedPage(NotFound, 'Page not found') };

/**
 * The page for the current address inside its frame. A frame stays mounted while its pages change; signed-in areas
 * have their own frame that refuses other roles (artist-portal §6).
 */
export function AppRoutes() {
  const [path] = useLocation();
  const { parser } = useRouter();
  const routed = ROUTED.find((route) => matchRoute(parser, route.path, path)[0]) ?? NOT_FOUND;
  const page = <Route path={routed.path} component={routed.Page} />;
  if (routed.frame === undefined) return <PublicFrame>{page}</PublicFrame>;
  const Frame = routed.frame === 'artist' ? ArtistFrame : StaffFrame;
  return (
    <Suspense fallback={<Loading />}>
      <Frame firstScreen={routed.FirstScreen}>{page}</Frame>
    </Suspense>
  );
}
