/**
 * 'Download all' is a download, not a server read: the browser saves the streamed ZIP itself (a link for one release,
 * a plain form POST for a selection), so nothing goes through the query cache and nothing is held in the page.
 */
export const releasePackageUrl = (submissionId: string): string => `/api/staff/releases/${encodeURIComponent(submissionId)}/package.zip`;

export const RELEASE_PACKAGES_ACTION = '/api/staff/releases/package.zip';
