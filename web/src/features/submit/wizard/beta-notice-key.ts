/** Set in sessionStorage once the beta notice has been seen (public flow §2.4 Dialogs). */
export const BETA_NOTICE_KEY = 'harbour-beta-notice-seen';
