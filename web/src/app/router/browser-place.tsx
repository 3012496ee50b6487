import { createContext, type ReactNode, startTransition, useContext, useEffect, useRef, useState } from 'react';
import type { BaseLocationHook } from 'wouter';
import { holdBackOrForward, navigateUnlessGuarded } from './leave-guard';

/** Where the app is: the path, and the query without its '?'. */
export interface Place {
  path: string;
  search: string;
}

const PlaceContext = createContext<Place>({ path: '/', search: '' });

const readPlace = (): Place => ({ path: window.location.pathname, search: window.location.search.replace(/^\?/, '') });
const urlOf = (place: Place) => `${place.path}${place.search ? `?${place.search}` : ''}`;

// wouter announces its own pushState and replaceState calls as window events of those names.
const APP_NAVIGATIONS = ['pushState', 'replaceState'] as const;

/**
 * The browser's address as React state, changed in a transition: a page whose chunk is still loading leaves the
 * current page on screen instead of a spinner. `initial` is the prerender's address (web/src/prerender).
 */
export function BrowserPlace({ initial, children }: { initial?: Place; children: ReactNode }) {
  const [place, setPlace] = useState<Place>(() => initial ?? readPlace());
  const shown = useRef(place);
  useEffect(() => {
    shown.current = place;
  }, [place]);

  useEffect(() => {
    const follow = () => startTransition(() => setPlace((current) => (urlOf(current) === urlOf(readPlace()) ? current : readPlace())));
    const backOrForward = () => {
      if (!holdBackOrForward(urlOf(shown.current))) follow();
    };
    APP_NAVIGATIONS.forEach((name) => window.addEventListener(name, follow));
    window.addEventListener('popstate', backOrForward);
    follow();
    return () => {
      APP_NAVIGATIONS.forEach((name) => window.removeEventListener(name, follow));
      window.removeEventListener('popstate', backOrForward);
    };
  }, []);

  return <PlaceContext.Provider value={place}>{children}</PlaceContext.Provider>;
}

/** wouter's location hook for the app: the path from BrowserPlace, and navigation that respects leave guards. */
export const usePlace: BaseLocationHook = () => [useContext(PlaceContext).path, navigateUnlessGuarded];

function usePlaceSearch(): string {
  return useContext(PlaceContext).search;
}
usePlace.searchHook = usePlaceSearch;
