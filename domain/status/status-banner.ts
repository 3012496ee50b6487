import { normaliseStatus } from './submission-status';

export interface StatusBanner {
  title: string;
  text: string;
}

// spec: artist-portal §4 Banner on the details page.
export const STATUS_BANNERS = {
  pending: { title: 'Your submission is being reviewed', text: "We'll update you once we've reviewed your submission." },
  'changes requested': {
    title: 'Changes requested',
    text: 'Our team asked for a few changes. Read the note below, make the changes and send the release again.',
  },
  processing: { title: 'Your music is being processed', text: 'Your music is being processed for distribution.' },
  approved: { title: 'Your release has been approved', text: 'Your release is scheduled and will go live on the release date.' },
  live: { title: 'Your music is now live!', text: 'Your music is now available on all platforms.' },
  rejected: { title: 'Your submission was not approved', text: 'The note from our team below explains why.' },
} as const satisfies Record<string, StatusBanner>;

export function otherStatusBannerTitle(value: string): string {
  return `Submission status: ${value}`;
}

/** Once staff order a takedown, the status's own words (approved: 'will go live on the release date') no longer hold. */
export const TAKEDOWN_BANNER: StatusBanner = {
  title: 'Your release is being taken down',
  text: 'The label is removing it from the stores. Where each store stands, and why, is below.',
};

export function statusBanner(value: string, takenDown = false): StatusBanner {
  if (takenDown) return TAKEDOWN_BANNER;
  const status = normaliseStatus(value);
  if (status && status in STATUS_BANNERS) return STATUS_BANNERS[status as keyof typeof STATUS_BANNERS];
  return { title: otherStatusBannerTitle(value), text: '' };
}
