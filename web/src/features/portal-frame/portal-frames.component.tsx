import AnalyticsIcon from '@mui/icons-material/Analytics';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import HubIcon from '@mui/icons-material/Hub';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LogoutIcon from '@mui/icons-material/Logout';
import PeopleIcon from '@mui/icons-material/People';
import MailIcon from '@mui/icons-material/Mail';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import PersonIcon from '@mui/icons-material/Person';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ScienceIcon from '@mui/icons-material/Science';
import type { ComponentType, ReactNode } from 'react';
import { PRODUCT_NAME, PRODUCT_SHORT_NAME } from '../../app/product';
import { PORTAL_SUBMIT_PATH } from '../../app/portal-paths';
import { type FrameConfig, LOGOUT, SignedInFrame } from './signed-in-frame.component';

const logout = { label: LOGOUT, icon: <LogoutIcon fontSize="small" /> };

const ARTIST_FRAME: FrameConfig = {
  role: 'artist',
  title: PRODUCT_NAME,
  shortTitle: PRODUCT_SHORT_NAME,
  home: '/dashboard',
  inlineNav: [],
  // artist-portal §2 Top bar: menu entries and drawer entries.
  userMenu: [
    { label: 'Dashboard', to: '/dashboard', icon: <DashboardIcon fontSize="small" /> },
    { label: 'My Profile', to: '/edit-profile', icon: <PersonIcon fontSize="small" /> },
    { label: 'Submit Music', to: PORTAL_SUBMIT_PATH, icon: <MusicNoteIcon fontSize="small" /> },
    logout,
  ],
  drawer: [
    { label: 'Dashboard', to: '/dashboard', icon: <DashboardIcon /> },
    { label: 'Profile', to: '/edit-profile', icon: <PersonIcon /> },
    { label: 'Submit Music', to: PORTAL_SUBMIT_PATH, icon: <MusicNoteIcon /> },
    { ...logout, icon: <LogoutIcon /> },
  ],
  afterLogout: '/',
};

// The desk's daily work stays in the bar; setting up and watching the machinery sits in the account menu, so the bar
// holds one row at 1280 px. The drawer (narrow screens) lists both.
const STAFF_NAV = [
  { label: 'Review desk', to: '/staff/review', icon: <RateReviewIcon /> },
  { label: 'Artists', to: '/staff/artists', icon: <PeopleIcon /> },
  { label: 'Catalogue', to: '/staff/catalogue', icon: <LibraryMusicIcon /> },
  { label: 'Statements', to: '/staff/statements', icon: <ReceiptLongIcon /> },
  { label: 'Invite', to: '/admin/invite', icon: <PersonAddIcon /> },
  { label: 'Outbox', to: '/staff/outbox', icon: <MailIcon /> },
];

const STAFF_SETUP: { label: string; to: string; Icon: ComponentType<{ fontSize?: 'small' }> }[] = [
  { label: 'Delivery targets', to: '/staff/delivery-targets', Icon: LocalShippingIcon },
  { label: 'Integrations', to: '/staff/integrations', Icon: HubIcon },
  { label: 'Analytics', to: '/analytics', Icon: AnalyticsIcon },
  { label: 'API tests', to: '/test-dashboard', Icon: ScienceIcon },
];

const STAFF_FRAME: FrameConfig = {
  role: 'staff',
  title: `${PRODUCT_NAME} Staff`,
  shortTitle: 'Staff',
  home: '/staff/review',
  inlineNav: STAFF_NAV,
  drawer: [...STAFF_NAV, ...STAFF_SETUP.map(({ Icon, ...entry }) => ({ ...entry, icon: <Icon /> })), { ...logout, icon: <LogoutIcon /> }],
  userMenu: [...STAFF_SETUP.map(({ Icon, ...entry }) => ({ ...entry, icon: <Icon fontSize="small" /> })), logout],
  afterLogout: '/staff/login',
};

interface FrameProps {
  /** What the page shows until the session check has answered (routes.tsx `firstScreen`). */
  firstScreen?: ComponentType;
  children: ReactNode;
}

export function ArtistFrame({ firstScreen, children }: FrameProps) {
  return (
    <SignedInFrame config={ARTIST_FRAME} firstScreen={firstScreen}>
      {children}
    </SignedInFrame>
  );
}

export function StaffFrame({ firstScreen, children }: FrameProps) {
  return (
    <SignedInFrame config={STAFF_FRAME} firstScreen={firstScreen}>
      {children}
    </SignedInFrame>
  );
}
