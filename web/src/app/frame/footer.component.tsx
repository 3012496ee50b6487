import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { PRODUCT_NAME, SOCIAL_LINKS } from '../product';

/**
 * Social links, artist sign-in, FAQs / Terms / Privacy, and the copyright line (spec: public flow §2.2). Rows are
 * flex boxes with a gap rather than MUI's Stack, which would ride in every page's entry for this footer alone.
 */
export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 4, mt: 6 }}>
      <Container sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, justifyContent: 'space-between' }}>
        <Box component="nav" aria-label="Social" sx={{ display: 'flex', gap: 2 }}>
          {SOCIAL_LINKS.map((s) => (
            <Link key={s.label} href={s.href} target="_blank" rel="noopener noreferrer" color="inherit">
              {s.label}
            </Link>
          ))}
        </Box>
        <Box component="nav" aria-label="Help and legal" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <Link component={RouterLink} to="/login" color="inherit">
            Artist sign in
          </Link>
          <Link component={RouterLink} to="/faq" color="inherit">
            FAQs
          </Link>
          <Link component={RouterLink} to="/terms-of-service" color="inherit">
            Terms of Service
          </Link>
          <Link component={RouterLink} to="/privacy-policy" color="inherit">
            Privacy Policy
          </Link>
        </Box>
        <Typography variant="body2">© 2025 {PRODUCT_NAME}. All rights reserved.</Typography>
      </Container>
    </Box>
  );
}
