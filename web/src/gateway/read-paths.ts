/**
 * The API reads a page may ask for in its HTML (routes.tsx `reads`, web/src/prerender) as well as through its gateway:
 * written once, relative to /api, so that the preloaded answer and the gateway's request are the same URL.
 */
export const READ_PATHS = {
  me: 'me',
  profile: 'profile',
  submissions: 'profile/submissions',
  drafts: 'profile/drafts',
} as const;

/** A read path as the page's HTML asks for it. */
export const apiUrlOf = (readPath: string) => `/api/${readPath}`;
