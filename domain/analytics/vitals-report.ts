// The web-vitals reporter runs on every page: these live apart from the dashboard's rules so that it loads only them.

/** One web-vitals report carries at most this many measurements (the API refuses more). */
export const VITALS_PER_REPORT_MAX = 20;
/** The browser gathers a page's measurements this long before sending them in one report. */
export const VITALS_BATCH_DELAY_MS = 5_000;
