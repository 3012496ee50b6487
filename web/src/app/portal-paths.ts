/** The thank-you page of the public form. */
export const PUBLIC_SUCCESS_PATH = '/submit/success';
/** The thank-you page inside the signed-in frame, for a release an artist sent (or sent again) from the portal. */
export const PORTAL_SUCCESS_PATH = '/dashboard/sent';
/** The wizard inside the signed-in frame. */
export const PORTAL_SUBMIT_PATH = '/dashboard/submit';
