import type { ComponentType, LazyExoticComponent } from 'react';
import { ABOUT_PATH } from './product';
import { notBuilt } from './lazy-page';

export interface PageRoute {
  path: string;
  title: string;
  page: LazyExoticComponent<ComponentType>;
}

/** Every route of both documents (public flow §2.1, artist portal §2). Each page is its own lazy chunk. */
export const PUBLIC_ROUTES: PageRoute[] = [
  { path: '/', title: 'Home', page: notBuilt('Home') },
  { path: '/submit', title: 'Submit your music', page: notBuilt('Submit your music') },
  { path: '/submit/success', title: 'Thank you', page: notBuilt('Thank you') },
  { path: '/i/:token', title: 'Your invitation', page: notBuilt('Your invitation') },
  { path: '/r/:token', title: 'Welcome back', page: notBuilt('Welcome back') },
  { path: '/details/:submissionId', title: 'Submission details', page: notBuilt('Submission details') },
  { path: '/artist/:artistId', title: 'Artist', page: notBuilt('Artist') },
  { path: '/learn-more', title: 'Learn More', page: notBuilt('Learn More') },
  { path: ABOUT_PATH, title: 'About', page: notBuilt('About') },
  { path: '/faq', title: 'FAQ', page: notBuilt('FAQ') },
  { path: '/terms-of-service', title: 'Terms of Service', page: notBuilt('Terms of Service') },
  { path: '/privacy-policy', title: 'Privacy Policy', page: notBuilt('Privacy Policy') },
  { path: '/cookie-policy', title: 'Cookie Policy', page: notBuilt('Cookie Policy') },
  { path: '/data-protection', title: 'Data Protection', page: notBuilt('Data Protection') },
];

/** Signed-in artist area and staff pages. */
export const PORTAL_ROUTES: PageRoute[] = [
  { path: '/login', title: 'Sign in', page: notBuilt('Sign in') },
  { path: '/dashboard', title: 'Dashboard', page: notBuilt('Dashboard') },
  { path: '/edit-profile', title: 'Edit profile', page: notBuilt('Edit profile') },
  { path: '/submission/:id', title: 'Submission', page: notBuilt('Submission') },
  { path: '/release-details/:id', title: 'Release details', page: notBuilt('Release details') },
  { path: '/admin/invite', title: 'Invite an artist', page: notBuilt('Invite an artist') },
  { path: '/analytics', title: 'Analytics', page: notBuilt('Analytics') },
  { path: '/test-dashboard', title: 'API test dashboard', page: notBuilt('API test dashboard') },
];
