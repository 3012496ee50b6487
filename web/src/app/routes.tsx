import type { ComponentType, LazyExoticComponent } from 'react';
import { ABOUT_PATH } from './product';
import { lazyPage } from './lazy-page';
import { READ_PATHS } from '../gateway/read-paths';

export interface PageRoute {
  path: string;
  title: string;
  page: LazyExoticComponent<ComponentType>;
  /** Signed-in frame ('artist' or 'staff', guarded by role); public frame when absent. */
  frame?: 'artist' | 'staff';
  /** The build writes this page's first screen into its HTML (web/src/prerender/render-page.tsx). */
  prerender?: true;
  /** A signed-in page's first screen before the session check answers (the signed-in chunk holds it, as the frame). */
  firstScreen?: LazyExoticComponent<ComponentType>;
  /** The API reads the page makes on arrival (paths under /api): its HTML asks for them at once, beside the scripts (a
   * signed-in frame's own GET /api/me is added for every page in it). */
  reads?: readonly string[];
}

/** Every route of both documents (public flow §2.1, artist portal §2). Each page is its own lazy chunk. */
export const PUBLIC_ROUTES: PageRoute[] = [
  { path: '/', prerender: true, title: 'Home', page: lazyPage(() => import('../features/marketing/home.page'), 'HomePage') },
  {
    path: '/submit',
    prerender: true,
    title: 'Submit your music',
    page: lazyPage(() => import('../features/submit/submit.page'), 'SubmitPage'),
  },
  {
    path: '/submit/resume/:token',
    title: 'Continue your release',
    page: lazyPage(() => import('../features/submit/landings/resume-draft.page'), 'ResumeDraftPage'),
  },
  { path: '/submit/success', title: 'Thank you', page: lazyPage(() => import('../features/thank-you/thank-you.page'), 'ThankYouPage') },
  {
    path: '/i/:token',
    title: 'Your invitation',
    page: lazyPage(() => import('../features/submit/landings/invitation.page'), 'InvitationPage'),
  },
  { path: '/r/:token', title: 'Welcome back', page: lazyPage(() => import('../features/submit/landings/returning.page'), 'ReturningPage') },
  {
    path: '/details/:submissionId',
    title: 'Submission details',
    page: lazyPage(() => import('../features/links/submission-link.page'), 'SubmissionLinkPage'),
  },
  {
    path: '/learn-more',
    prerender: true,
    title: 'Learn More',
    page: lazyPage(() => import('../features/marketing/info-pages'), 'LearnMorePage'),
  },
  { path: ABOUT_PATH, prerender: true, title: 'About', page: lazyPage(() => import('../features/marketing/info-pages'), 'AboutPage') },
  { path: '/faq', prerender: true, title: 'FAQ', page: lazyPage(() => import('../features/marketing/info-pages'), 'FaqPage') },
  {
    path: '/terms-of-service',
    prerender: true,
    title: 'Terms of Service',
    page: lazyPage(() => import('../features/legal/legal.pages'), 'TermsPage'),
  },
  {
    path: '/privacy-policy',
    prerender: true,
    title: 'Privacy Policy',
    page: lazyPage(() => import('../features/legal/legal.pages'), 'PrivacyPage'),
  },
  {
    path: '/cookie-policy',
    prerender: true,
    title: 'Cookie Policy',
    page: lazyPage(() => import('../features/legal/legal.pages'), 'CookiePage'),
  },
  {
    path: '/data-protection',
    prerender: true,
    title: 'Data Protection',
    page: lazyPage(() => import('../features/legal/legal.pages'), 'DataProtectionPage'),
  },
];

/** Signed-in artist area and staff pages. */
export const PORTAL_ROUTES: PageRoute[] = [
  { path: '/login', prerender: true, title: 'Sign in', page: lazyPage(() => import('../features/auth/login.page'), 'LoginPage') },
  {
    path: '/staff/login',
    prerender: true,
    title: 'Staff sign in',
    page: lazyPage(() => import('../features/auth/staff-login.page'), 'StaffLoginPage'),
  },
  {
    path: '/dashboard',
    prerender: true,
    title: 'Dashboard',
    frame: 'artist',
    reads: [READ_PATHS.profile, READ_PATHS.submissions, READ_PATHS.drafts],
    page: lazyPage(() => import('../features/dashboard/dashboard.page'), 'DashboardPage'),
    firstScreen: lazyPage(() => import('../features/dashboard/dashboard-first-screen.component'), 'DashboardFirstScreen'),
  },
  {
    path: '/dashboard/submit',
    title: 'Submit music',
    frame: 'artist',
    page: lazyPage(() => import('../features/submit/submit.page'), 'PortalSubmitPage'),
  },
  {
    path: '/dashboard/sent',
    title: 'Release sent',
    frame: 'artist',
    page: lazyPage(() => import('../features/thank-you/thank-you.page'), 'PortalThankYouPage'),
  },
  {
    path: '/edit-profile',
    title: 'Edit profile',
    frame: 'artist',
    page: lazyPage(() => import('../features/profile/edit-profile.page'), 'EditProfilePage'),
  },
  {
    path: '/submission/:id?',
    title: 'Submission',
    frame: 'artist',
    page: lazyPage(() => import('../features/submission-details/submission-details.page'), 'SubmissionDetailsPage'),
  },
  {
    path: '/release-details/:id',
    title: 'Release details',
    frame: 'artist',
    page: lazyPage(() => import('../features/submit/landings/release-details.page'), 'ReleaseDetailsPage'),
  },
  {
    path: '/admin/invite',
    title: 'Invite an artist',
    frame: 'staff',
    page: lazyPage(() => import('../features/staff/invite/admin-invite.page'), 'AdminInvitePage'),
  },
  {
    path: '/staff/review',
    title: 'Review desk',
    frame: 'staff',
    page: lazyPage(() => import('../features/staff/review-desk/review-desk.page'), 'ReviewDeskPage'),
  },
  {
    path: '/staff/review/:id',
    title: 'Submission review',
    frame: 'staff',
    page: lazyPage(() => import('../features/staff/review-desk/review-detail.page'), 'ReviewDetailPage'),
  },
  {
    path: '/staff/artists',
    title: 'Artists',
    frame: 'staff',
    page: lazyPage(() => import('../features/staff/artists/artists.page'), 'StaffArtistsPage'),
  },
  {
    path: '/artist/:artistId',
    title: 'Artist',
    frame: 'staff',
    page: lazyPage(() => import('../features/staff/catalogue/artist.page'), 'StaffArtistPage'),
  },
  {
    path: '/staff/catalogue',
    title: 'Catalogue',
    frame: 'staff',
    page: lazyPage(() => import('../features/staff/catalogue/catalogue.page'), 'CataloguePage'),
  },
  {
    path: '/staff/note-templates',
    title: 'Note templates',
    frame: 'staff',
    page: lazyPage(() => import('../features/staff/desk-tools/note-templates.page'), 'NoteTemplatesPage'),
  },
  {
    path: '/staff/outbox',
    title: 'Mail outbox',
    frame: 'staff',
    page: lazyPage(() => import('../features/staff/outbox/outbox.page'), 'OutboxPage'),
  },
  {
    path: '/staff/integrations',
    title: 'Integrations',
    frame: 'staff',
    page: lazyPage(() => import('../features/staff/integrations/integrations.page'), 'IntegrationsPage'),
  },
  {
    path: '/analytics',
    title: 'Analytics',
    frame: 'staff',
    page: lazyPage(() => import('../features/staff/analytics/analytics.page'), 'AnalyticsPage'),
  },
  {
    path: '/test-dashboard',
    title: 'API test dashboard',
    frame: 'staff',
    page: lazyPage(() => import('../features/staff/test-dashboard/test-dashboard.page'), 'TestDashboardPage'),
  },
];
