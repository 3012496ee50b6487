export const REDACTED = '[redacted]';

// Paths whose next segment is a bearer secret: signing links, invitation, returning and 'finish later' links, direct uploads.
const SECRET_SEGMENT =
  /^(\/api\/contracts\/sign|\/api\/invitation\/(?:validate|details)|\/api\/returning-artist\/(?:validate|details)|\/api\/drafts\/resume|\/api\/cloud-storage\/direct-upload|\/submit\/resume|\/i|\/r)\/[^/?#]+/i;
// Query parameters that carry a form session or a token.
const SECRET_PARAM = /([?&](?:session|formSession|token)=)[^&#]*/gi;

/** The URL as it may be logged: secrets in the path and the query replaced by [redacted]. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, `$1/${REDACTED}`).replace(SECRET_PARAM, `$1${REDACTED}`);
}
