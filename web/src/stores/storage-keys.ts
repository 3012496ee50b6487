/** Where the wizard keeps its work in the browser: the form in this tab's session, the open draft across tabs. */
export const FORM_SESSION_KEY = 'harbour-submission-draft';
export const DRAFT_POINTER_KEY = 'harbour-draft';
