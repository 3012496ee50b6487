import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { REVIEW_DAYS_THANK_YOU, TRANSFER_WEEKS } from '@domain/shared';
import { PRODUCT_NAME } from '../../app/product';
import { ResponsiveImage } from '../../components/responsive-image.component';
import { FeatureGrid } from './marketing-section.component';

const FEATURES = [
  {
    title: 'Artist-friendly terms',
    text: 'You keep your masters and the majority of your royalties. Agreements are 12 months with 30 days’ notice — no lifetime lock-ins.',
  },
  {
    title: 'Heard by real people',
    text: `Every submission is listened to by our A&R team. You hear back within ${REVIEW_DAYS_THANK_YOU.min}-${REVIEW_DAYS_THANK_YOU.max} days.`,
  },
  {
    title: 'Move your catalogue',
    text: `Bring releases over from your current distributor without losing streams, playlists or followers. Usually ${TRANSFER_WEEKS.min}-${TRANSFER_WEEKS.max} weeks.`,
  },
  { title: 'Release planning', text: 'Singles-first campaigns, social clips ahead of release, and a clear timeline for every drop.' },
  { title: 'Full credits', text: 'Songwriters, producers and performers credited properly, with splits that add up.' },
  { title: 'A portal of your own', text: 'Follow each release from review to live in your artist dashboard, and sign agreements online.' },
];

export function HomePage() {
  return (
    <>
      <Box sx={{ position: 'relative', color: 'common.white', bgcolor: 'primary.main', overflow: 'hidden' }}>
        <ResponsiveImage src="/images/hero-waveform.jpg" alt="" priority sx={{ position: 'absolute', inset: 0, opacity: 0.55 }} />
        {/* A scrim behind the words: the waveform stays visible to the right, the text stays readable on it. */}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            background: {
              xs: 'linear-gradient(180deg, rgba(18,38,58,0.82) 0%, rgba(18,38,58,0.7) 100%)',
              md: 'linear-gradient(90deg, rgba(18,38,58,0.9) 0%, rgba(18,38,58,0.75) 45%, rgba(18,38,58,0) 70%)',
            },
          }}
        />
        <Container sx={{ position: 'relative', py: { xs: 7, md: 12 } }}>
          <Typography
            variant="h2"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: '2.2rem', sm: '3rem', md: '3.6rem' }, maxWidth: 760 }}
          >
            Independent music, released with care.
          </Typography>
          <Typography sx={{ mt: 2, fontSize: { xs: '1.05rem', md: '1.25rem' }, maxWidth: 640 }}>
            {PRODUCT_NAME} is a label and distributor for independent artists. Send us your next release or move your catalogue — we listen
            to everything.
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, mt: 4 }}>
            <Button component={RouterLink} to="/submit" variant="contained" color="secondary" size="large">
              Submit your music
            </Button>
            <Button component={RouterLink} to="/learn-more" variant="outlined" color="inherit" size="large">
              How it works
            </Button>
          </Box>
        </Container>
      </Box>
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="h4" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
          Why artists choose us
        </Typography>
        <FeatureGrid features={FEATURES} />
      </Container>
    </>
  );
}
