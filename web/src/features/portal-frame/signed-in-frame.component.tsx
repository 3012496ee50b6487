import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
import { sessionDisplayName } from '@domain/profile';
import { Loading } from '../../app/loading.component';
import type { Role } from '@wire';
import { useEndSessionOnRefusal, useSession, useSessionActions } from '../../queries/session.query';
import { RequireRole } from '../../components/require-role.component';
import { lazyWhenOpen } from '../../components/lazy-when-open';
import type { NavEntry } from './nav-entry';
import { UserMenu } from './user-menu.component';

// The small-screen drawer loads the first time it opens: a page's first load has no use for a drawer and its modal.
const SideDrawer = lazyWhenOpen(async () => (await import('./side-drawer.component')).SideDrawer);

export interface FrameConfig {
  role: Role;
  title: string;
  shortTitle: string;
  home: string;
  /** Shown inline on wide screens (staff); the drawer holds them on small screens. */
  inlineNav: NavEntry[];
  drawer: NavEntry[];
  userMenu: NavEntry[];
  /** Where logout lands (artist-portal §4: '/'). */
  afterLogout: string;
}

export const LOGOUT = 'Logout';

/**
 * Top bar with the product name, user menu, and a width-240 side drawer on small screens. The page inside is guarded
 * by role; the bar is drawn at once (and written into prerendered pages), since it holds nothing of the person's.
 */
interface Props {
  config: FrameConfig;
  /** What the page shows until the session check has answered; a loading notice when absent. */
  firstScreen?: ComponentType;
  children: ReactNode;
}

export function SignedInFrame({ config, firstScreen: FirstScreen, children }: Props) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { principal } = useSession();
  const { signOut } = useSessionActions();
  const [pathname, navigate] = useLocation();
  useEndSessionOnRefusal();

  const select = (entry: NavEntry) => {
    setDrawerOpen(false);
    if (entry.label === LOGOUT) {
      setLeaving(true);
      void signOut().finally(() => navigate(config.afterLogout));
      return;
    }
    if (entry.onSelect) entry.onSelect();
    if (entry.to) void navigate(entry.to);
  };

  // Signing out ends the session before the landing page opens: the sign-in redirect must not win that race.
  if (leaving) return <Loading />;
  // The way round the area shows once the session is known to hold its role: never to a visitor of another role.
  const admitted = principal?.role === config.role;
  // An area without inline entries (the artist's) has no such landmark at all.
  const inlineNav = admitted ? config.inlineNav : [];
  const pending = FirstScreen ? <FirstScreen /> : <Loading />;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="sticky" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box
            component={RouterLink}
            to={config.home}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 1, flexShrink: 0 }}
          >
            <Box component="img" src="/favicon.svg" alt="" sx={{ width: 28, height: 28 }} />
            <Box component="span" sx={{ fontWeight: 700, fontSize: 18, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline' } }}>
              {config.title}
            </Box>
            <Box component="span" sx={{ fontWeight: 700, fontSize: 18, whiteSpace: 'nowrap', display: { xs: 'inline', sm: 'none' } }}>
              {config.shortTitle}
            </Box>
          </Box>
          {inlineNav.length > 0 && (
            // The title never shrinks under the entries: where they do not fit on one row they wrap to a second.
            <Box
              component="nav"
              aria-label="Staff"
              sx={{
                display: { xs: 'none', md: 'flex' },
                flexWrap: 'wrap',
                columnGap: 0,
                rowGap: 0.5,
                py: 0.5,
                flexGrow: 1,
                minWidth: 0,
              }}
            >
              {inlineNav.map((entry) => (
                <Button
                  key={entry.label}
                  component={RouterLink}
                  to={entry.to ?? '/'}
                  color="inherit"
                  aria-current={entry.to && pathname.startsWith(entry.to) ? 'page' : undefined}
                  sx={{
                    whiteSpace: 'nowrap',
                    minWidth: 0,
                    px: 0.625,
                    ...(entry.to && pathname.startsWith(entry.to) ? { bgcolor: 'rgba(255,255,255,0.14)' } : {}),
                  }}
                >
                  {entry.label}
                </Button>
              ))}
            </Box>
          )}
          <Box sx={{ flexGrow: inlineNav.length > 0 ? { xs: 1, md: 0 } : 1 }} />
          <UserMenu
            name={sessionDisplayName(principal)}
            picture={principal?.picture}
            entries={admitted ? config.userMenu : []}
            onSelect={select}
          />
        </Toolbar>
      </AppBar>
      <SideDrawer
        open={drawerOpen}
        title={config.title}
        entries={admitted ? config.drawer : []}
        activePath={pathname}
        onClose={() => setDrawerOpen(false)}
        onNavigate={select}
      />
      <Box component="main" sx={{ flexGrow: 1, py: { xs: 2, sm: 4 } }}>
        <RequireRole role={config.role} pending={pending}>
          <Suspense fallback={pending}>{children}</Suspense>
        </RequireRole>
      </Box>
    </Box>
  );
}
