import { STATUS_LABELS, type SubmissionStatus } from '../status/submission-status';

/** A store package exists once staff approved the release, and stays downloadable after it went live. */
export const PACKAGE_STATUSES: readonly SubmissionStatus[] = ['approved', 'live'];

/** How many releases one 'Download all' may bundle (the desk's page size is 25–100). */
export const MAX_RELEASES_PER_PACKAGE_DOWNLOAD = 50;

export const RELEASE_PACKAGE_MESSAGES = {
  notFound: 'Release not found',
  notReady: (status: string) =>
    `Only approved or live releases have a delivery package; this one is ${STATUS_LABELS[status as SubmissionStatus] ?? status}`,
  incomplete: 'This release lacks an identifier, its artwork or a stored track, so its package cannot be built yet',
  missingFile: (path: string) => `The stored file for ${path} is missing or has changed since it was uploaded`,
  fileTooLarge: (path: string) => `${path} is larger than 4 GiB, more than one file of a ZIP download may hold`,
  noSelection: 'Choose at least one release to download',
  tooMany: `Download at most ${MAX_RELEASES_PER_PACKAGE_DOWNLOAD} releases at once`,
} as const;

export function hasPackage(status: string): boolean {
  return (PACKAGE_STATUSES as readonly string[]).includes(status.trim().toLowerCase());
}
