import { normaliseStatus } from './submission-status';

export interface StatusBanner {
  title: string;
  text: string;
}

// spec: artist-portal §4 Banner on the details page.
export const STATUS_BANNERS = {
  pending: { title: 'Your submission is being reviewed', text: "We'll update you once we've reviewed your submission." },
  processing: { title: 'Your music is being processed', text: 'Your music is being processed for distribution.' },
  approved: { title: 'Your release has been approved', text: 'Your release is scheduled and will go live on the release date.' },
  live: { title: 'Your music is now live!', text: 'Your music is now available on all platforms.' },
  rejected: { title: 'Your submission was not approved', text: 'Please check your email for details on why it was rejected.' },
} as const satisfies Record<string, StatusBanner>;

export function otherStatusBannerTitle(value: string): string {
  return `Submission status: ${value}`;
}

export function statusBanner(value: string): StatusBanner {
  const status = normaliseStatus(value);
  if (status && status in STATUS_BANNERS) return STATUS_BANNERS[status as keyof typeof STATUS_BANNERS];
  return { title: otherStatusBannerTitle(value), text: '' };
}
