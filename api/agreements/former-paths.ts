/**
 * The agreement routes' paths before the glossary named the artist's contract the agreement. Both stay
 * served: sign links already handed out open the signing page there, and Dropbox Sign's callback URL is set to the
 * former events path on the provider's API app until someone changes it.
 */
export const FORMER_SIGNING_PAGE_PATH = 'contracts/sign';
export const FORMER_SIGNATURE_EVENTS_PATH = 'contracts/signature-events';
