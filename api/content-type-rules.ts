import type { ContentTypeRule } from './common/http/body-parsing';

/** Routes that take something other than JSON; every other body must be application/json (else 415). */
export const CONTENT_TYPE_RULES: ContentTypeRule[] = [
  // The sign-in pages' plain forms, posted before their script runs or without one (api/auth/sign-in-form.controller.ts).
  { path: /^\/api\/auth\/(artist\/login|staff\/login|artist\/lost-code|logout)\/form$/, types: ['application/x-www-form-urlencoded'] },
  // The built-in signer's HTML form.
  { path: /^\/api\/(?:agreements|contracts)\/sign\/[^/]+$/, types: ['application/x-www-form-urlencoded'] },
  // The e-signature provider's event callbacks.
  { path: /^\/api\/(?:agreements|contracts)\/signature-events$/, types: ['multipart/form-data'] },
  // Uploads: the standard multipart upload and the local adapter's signed direct-upload PUT (the file's own type).
  { path: /^\/api\/upload\/google-drive$/, types: ['multipart/form-data'] },
  { path: /^\/api\/cloud-storage\/direct-upload\/[^/]+$/, types: ['*/*'] },
  // Resumable (tus 1.0) uploads: PATCH bodies are application/offset+octet-stream.
  { path: /^\/api\/uploads\/tus(\/[^/]+)?$/, types: ['application/offset+octet-stream'] },
  // Staff's 'Download all' of a selection: JSON from API clients, a plain form from the desk (the browser saves the ZIP).
  { path: /^\/api\/staff\/releases\/package\.zip$/, types: ['application/json', 'application/x-www-form-urlencoded'] },
  // Sales reports: the store's file as it is (a DSRF flat file or a CSV), streamed into the import.
  {
    path: /^\/api\/staff\/statements\/periods\/[^/]+\/reports$/,
    types: ['text/csv', 'text/tab-separated-values', 'text/plain', 'application/octet-stream'],
  },
  // The artist's profile picture.
  { path: /^\/api\/profile\/picture$/, types: ['multipart/form-data'] },
];
