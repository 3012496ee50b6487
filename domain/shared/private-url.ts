export const REDACTED = '[redacted]';

// Paths whose next segment is a bearer secret: signing links, invitation, returning and 'finish later' links, direct
// uploads; a whole address (an error report's page) keeps its origin in front.
const SECRET_SEGMENT =
  /^((?:[a-z][a-z\d+.-]*:\/\/[^/?#]*)?(?:\/api\/agreements\/sign|\/api\/split-sheets|\/splits|\/api\/invitation\/(?:validate|details)|\/api\/returning-artist\/(?:validate|details)|\/api\/drafts\/resume|\/api\/cloud-storage\/direct-upload|\/submit\/resume|\/i|\/r))\/[^/?#]+/i;
// Query parameters that carry a form session or a token.
const SECRET_PARAM = /([?&](?:session|formSession|token)=)[^&#]*/gi;

/**
 * The URL as it may be logged or stored (request logs, error reports, page vitals): the private tokens of links
 * in the path and the query replaced by [redacted].
 */
export function redactPrivateUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, `$1/${REDACTED}`).replace(SECRET_PARAM, `$1${REDACTED}`);
}
