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

type PageOptions = Pick<PageRoute, 'prerender' | 'reads' | 'firstScreen'>;
const PRERENDER: PageOptions = { prerender: true };

/**
 * Routes of one frame: guests' (public), artists' or staff's; the page module exports the page under `name`.
 * route-preload.plugin.mts reads these calls as text, so each names its path as a literal first.
 */
const framed =
  (frame?: PageRoute['frame']) =>
  <M extends Record<string, unknown>>(
    path: string,
    title: string,
    load: () => Promise<M>,
    name: keyof M,
    options?: PageOptions,
  ): PageRoute => ({
    path,
    title,
    page: lazyPage(load, name),
    ...(frame && { frame }),
    ...options,
  });
const guest = framed();
const artist = framed('artist');
const staff = framed('staff');

/** Every route of both documents (public flow §2.1, artist portal §2). Each page is its own lazy chunk. */
export const PUBLIC_ROUTES: PageRoute[] = [
  guest('/', 'Home', () => import('../features/marketing/home.page'), 'HomePage', PRERENDER),
  guest('/submit', 'Submit your music', () => import('../features/submit/submit.page'), 'SubmitPage', PRERENDER),
  guest('/submit/resume/:token', 'Continue your release', () => import('../features/submit/landings/resume-draft.page'), 'ResumeDraftPage'),
  guest('/submit/success', 'Thank you', () => import('../features/thank-you/thank-you.page'), 'ThankYouPage'),
  guest('/i/:token', 'Your invitation', () => import('../features/submit/landings/invitation.page'), 'InvitationPage'),
  guest('/r/:token', 'Welcome back', () => import('../features/submit/landings/returning.page'), 'ReturningPage'),
  guest('/splits/:token', 'Your split sheet', () => import('../features/split-sheet/split-sheet.page'), 'SplitSheetPage'),
  guest(
    '/splits/:token/statements',
    'Your statements',
    () => import('../features/split-sheet/collaborator-statements.page'),
    'CollaboratorStatementsPage',
  ),
  guest('/details/:submissionId', 'Submission details', () => import('../features/links/submission-link.page'), 'SubmissionLinkPage'),
  guest('/learn-more', 'Learn More', () => import('../features/marketing/info-pages'), 'LearnMorePage', PRERENDER),
  guest(ABOUT_PATH, 'About', () => import('../features/marketing/info-pages'), 'AboutPage', PRERENDER),
  guest('/faq', 'FAQ', () => import('../features/marketing/info-pages'), 'FaqPage', PRERENDER),
  guest('/terms-of-service', 'Terms of Service', () => import('../features/legal/legal.pages'), 'TermsPage', PRERENDER),
  guest('/privacy-policy', 'Privacy Policy', () => import('../features/legal/legal.pages'), 'PrivacyPage', PRERENDER),
  guest('/cookie-policy', 'Cookie Policy', () => import('../features/legal/legal.pages'), 'CookiePage', PRERENDER),
  guest('/data-protection', 'Data Protection', () => import('../features/legal/legal.pages'), 'DataProtectionPage', PRERENDER),
];

/** Signed-in artist area and staff pages. */
export const PORTAL_ROUTES: PageRoute[] = [
  guest('/login', 'Sign in', () => import('../features/auth/login.page'), 'LoginPage', PRERENDER),
  guest('/staff/login', 'Staff sign in', () => import('../features/auth/staff-login.page'), 'StaffLoginPage', PRERENDER),
  artist('/dashboard', 'Dashboard', () => import('../features/dashboard/dashboard.page'), 'DashboardPage', {
    prerender: true,
    reads: [READ_PATHS.profile, READ_PATHS.submissions, READ_PATHS.drafts],
    firstScreen: lazyPage(() => import('../features/dashboard/dashboard-first-screen.component'), 'DashboardFirstScreen'),
  }),
  artist('/dashboard/submit', 'Submit music', () => import('../features/submit/submit.page'), 'PortalSubmitPage'),
  artist('/dashboard/sent', 'Release sent', () => import('../features/thank-you/thank-you.page'), 'PortalThankYouPage'),
  artist('/edit-profile', 'Edit profile', () => import('../features/profile/edit-profile.page'), 'EditProfilePage'),
  artist('/submission/:id?', 'Submission', () => import('../features/submission-details/submission-details.page'), 'SubmissionDetailsPage'),
  artist('/release-details/:id', 'Release details', () => import('../features/submit/landings/release-details.page'), 'ReleaseDetailsPage'),
  staff('/admin/invite', 'Invite an artist', () => import('../features/staff/invite/admin-invite.page'), 'AdminInvitePage'),
  staff('/staff/review', 'Review desk', () => import('../features/staff/review-desk/review-desk.page'), 'ReviewDeskPage'),
  staff('/staff/review/:id', 'Submission review', () => import('../features/staff/review-desk/review-detail.page'), 'ReviewDetailPage'),
  staff('/staff/artists', 'Artists', () => import('../features/staff/artists/artists.page'), 'StaffArtistsPage'),
  staff('/artist/:artistId', 'Artist', () => import('../features/staff/catalogue/artist.page'), 'StaffArtistPage'),
  staff('/staff/catalogue', 'Catalogue', () => import('../features/staff/catalogue/catalogue.page'), 'CataloguePage'),
  staff('/staff/statements', 'Statements', () => import('../features/staff/statements/statements.page'), 'StatementsPage'),
  staff('/staff/note-templates', 'Note templates', () => import('../features/staff/desk-tools/note-templates.page'), 'NoteTemplatesPage'),
  staff('/staff/outbox', 'Mail outbox', () => import('../features/staff/outbox/outbox.page'), 'OutboxPage'),
  staff(
    '/staff/delivery-targets',
    'Delivery targets',
    () => import('../features/staff/delivery-targets/delivery-targets.page'),
    'DeliveryTargetsPage',
  ),
  staff('/staff/integrations', 'Integrations', () => import('../features/staff/integrations/integrations.page'), 'IntegrationsPage'),
  staff('/analytics', 'Analytics', () => import('../features/staff/analytics/analytics.page'), 'AnalyticsPage'),
  staff('/test-dashboard', 'API test dashboard', () => import('../features/staff/test-dashboard/test-dashboard.page'), 'TestDashboardPage'),
];
