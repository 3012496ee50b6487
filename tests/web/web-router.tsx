import { render } from '@testing-library/react';
import { type ComponentType, type ReactElement, type ReactNode, useState } from 'react';
import { matchRoute, Route, Router, Switch, useLocation, useRouter, useSearch } from 'wouter';
import { BrowserPlace, usePlace } from '../../web/src/app/router/browser-place';

/** The app's own router (web/src/app/router) over jsdom's address, which starts at `path`. */
export function AppRouterAt({ path, children }: { path: string; children: ReactNode }) {
  useState(() => window.history.replaceState(null, '', path));
  return (
    <BrowserPlace>
      <Router hook={usePlace}>{children}</Router>
    </BrowserPlace>
  );
}

/** Renders `page` at `path` in the app's own router. */
export function renderAt(path: string, page: ReactElement) {
  return render(<AppRouterAt path={path}>{page}</AppRouterAt>);
}

/** The address the app is showing, path and query. */
export function useAddress(): string {
  const [path] = useLocation();
  const search = useSearch();
  return `${path}${search ? `?${search}` : ''}`;
}

/** Pages (by path pattern) in a frame that stays mounted while they change; any other address renders `elsewhere`. */
export function inFrame(Frame: ComponentType<{ children: ReactNode }>, pages: Record<string, ReactElement>, elsewhere: ReactElement) {
  return <FramedPages Frame={Frame} pages={pages} elsewhere={elsewhere} />;
}

function FramedPages({
  Frame,
  pages,
  elsewhere,
}: {
  Frame: ComponentType<{ children: ReactNode }>;
  pages: Record<string, ReactElement>;
  elsewhere: ReactElement;
}) {
  const [path] = useLocation();
  const { parser } = useRouter();
  if (!Object.keys(pages).some((pattern) => matchRoute(parser, pattern, path)[0])) return elsewhere;
  return (
    <Frame>
      <Switch>
        {Object.entries(pages).map(([pattern, page]) => (
          <Route key={pattern} path={pattern}>
            {page}
          </Route>
        ))}
      </Switch>
    </Frame>
  );
}
