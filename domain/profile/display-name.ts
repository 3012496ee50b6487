import { isBlank } from '../shared/text';

export const FALLBACK_DISPLAY_NAME = 'User';

interface Named {
  artistName?: string | null;
  name?: string | null;
}

/** Top-bar name: artistName, then name, then 'User' (artist-portal §2 Top bar). */
export function sessionDisplayName(user: Named | null | undefined): string {
  if (user && !isBlank(user.artistName)) return (user.artistName as string).trim();
  if (user && !isBlank(user.name)) return (user.name as string).trim();
  return FALLBACK_DISPLAY_NAME;
}

/** Profile card: artist name or name (artist-portal §2 Dashboard); empty when neither is set. */
export function profileCardName(profile: Named): string {
  if (!isBlank(profile.artistName)) return (profile.artistName as string).trim();
  return (profile.name ?? '').trim();
}
