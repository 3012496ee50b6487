/**
 * Where a sign-in sends the visitor back to: `next` when it is a path of this site, else `fallback`. A path that
 * starts with two slashes (or a slash and a backslash, which browsers read alike) names another host.
 */
export function returnPathOf(next: string | null | undefined, fallback: string): string {
  return next && next.startsWith('/') && !/^\/[/\\]/.test(next) ? next : fallback;
}

/** Each role's sign-in page and where it leads when no other page was asked for (artist-portal §1, §5). */
export const SIGN_IN_PAGES = {
  artist: { path: '/login', home: '/dashboard' },
  staff: { path: '/staff/login', home: '/staff/review' },
} as const;
