import { navigate } from 'wouter/use-browser-location';
import { create } from 'zustand';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** Whether moving from one path to another must be confirmed first (e.g. while files are uploading). */
export type LeaveCheck = (fromPath: string, toPath: string) => boolean;

interface LeaveRequest {
  to: string;
  options?: NavigateOptions;
}

interface LeaveGuardState {
  check: LeaveCheck | null;
  /** A navigation held back until the visitor chooses to leave or to stay. */
  request: LeaveRequest | null;
}

export const useLeaveGuardStore = create<LeaveGuardState>(() => ({ check: null, request: null }));

/** Guards in-app navigation with `check` until the returned function is called. */
export function guardLeaving(check: LeaveCheck): () => void {
  useLeaveGuardStore.setState({ check, request: null });
  return () => {
    if (useLeaveGuardStore.getState().check === check) useLeaveGuardStore.setState({ check: null, request: null });
  };
}

const pathOf = (to: string) => new URL(to, window.location.href).pathname;

function mustAsk(fromPath: string, to: string): boolean {
  const { check } = useLeaveGuardStore.getState();
  return check !== null && check(fromPath, pathOf(to));
}

/** The app's navigation: goes at once, unless a guard asks first; then it waits for `leave()` or `stay()`. */
export function navigateUnlessGuarded(to: string, options?: NavigateOptions): void {
  if (mustAsk(window.location.pathname, to)) useLeaveGuardStore.setState({ request: { to, options } });
  else navigate(to, options);
}

/**
 * A back or forward press has already changed the address when the app hears of it: if a guard asks first, the
 * address the visitor was on is put back and the press waits like any other navigation. True when it was held.
 */
export function holdBackOrForward(fromUrl: string): boolean {
  const to = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (!mustAsk(pathOf(fromUrl), to)) return false;
  navigate(fromUrl);
  useLeaveGuardStore.setState({ request: { to } });
  return true;
}

/** Goes where the held navigation was going. */
export function leave(): void {
  const { request } = useLeaveGuardStore.getState();
  useLeaveGuardStore.setState({ request: null });
  if (request) navigate(request.to, request.options);
}

/** Forgets the held navigation. */
export function stay(): void {
  useLeaveGuardStore.setState({ request: null });
}
