import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
import { ABOUT_PATH, PRODUCT_NAME } from '../product';
import { ModeToggle } from './mode-toggle.component';

const NavMenu = lazy(async () => ({ default: (await import('./nav-menu.component')).NavMenu }));

const NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Learn More', to: '/learn-more' },
  { label: 'About', to: ABOUT_PATH },
] as const;

const SIGN_IN_LINK = { label: 'Sign in', to: '/login' } as const;
const MENU_LINKS = [...NAV_LINKS, SIGN_IN_LINK];
// The call to submit: in full from tablet width, short on phones.
const SUBMIT_BUTTONS = [
  { label: 'Submit your music', size: 'medium', display: { xs: 'none', sm: 'inline-flex' } },
  { label: 'Submit', size: 'small', display: { xs: 'inline-flex', sm: 'none' } },
] as const;

/** Logo home, Home / Learn More / About, artist sign-in, the submit button, a hamburger on small screens (spec: public flow §2.2). */
export function TopNav() {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [, navigate] = useLocation();
  const go = (to: string) => {
    setMenuAnchor(null);
    void navigate(to);
  };

  return (
    <AppBar position="sticky" color="primary" elevation={0}>
      <Toolbar sx={{ gap: 1 }}>
        <Box
          component={RouterLink}
          to="/"
          aria-label={`${PRODUCT_NAME} home`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: { xs: 0, sm: 2 } }}
        >
          <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
          <Box component="span" sx={{ fontWeight: 700, fontSize: 18, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline' } }}>
            {PRODUCT_NAME}
          </Box>
        </Box>
        <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}>
          {NAV_LINKS.map((link) => (
            <Button key={link.to} component={RouterLink} to={link.to} color="inherit">
              {link.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
        <ModeToggle />
        <Button
          component={RouterLink}
          to={SIGN_IN_LINK.to}
          color="inherit"
          sx={{ display: { xs: 'none', md: 'inline-flex' }, whiteSpace: 'nowrap' }}
        >
          {SIGN_IN_LINK.label}
        </Button>
        {SUBMIT_BUTTONS.map(({ label, size, display }) => (
          <Button
            key={label}
            component={RouterLink}
            to="/submit"
            variant="contained"
            color="secondary"
            size={size}
            sx={{ display, whiteSpace: 'nowrap' }}
          >
            {label}
          </Button>
        ))}
        <IconButton
          color="inherit"
          aria-label="Open menu"
          onClick={(e) => setMenuAnchor(e.currentTarget)}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        {menuAnchor && (
          <Suspense fallback={null}>
            <NavMenu anchor={menuAnchor} links={MENU_LINKS} onClose={() => setMenuAnchor(null)} onGo={go} />
          </Suspense>
        )}
      </Toolbar>
    </AppBar>
  );
}
