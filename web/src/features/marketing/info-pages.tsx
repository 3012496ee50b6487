import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'wouter';
import { PRODUCT_NAME } from '../../app/product';
import { FAQ, LEARN_MORE_STEPS, ABOUT_VALUES } from './info.content';
import { FeatureGrid } from './marketing-section.component';

function PageTitle({ title, lead }: { title: string; lead: string }) {
  return (
    <>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', sm: '2.6rem' } }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4, maxWidth: 720 }}>
        {lead}
      </Typography>
    </>
  );
}

export function LearnMorePage() {
  return (
    <Container sx={{ py: { xs: 4, md: 7 } }}>
      <PageTitle
        title="How it works"
        lead="From your first submission to release day, here is what happens and how long each part takes."
      />
      <FeatureGrid features={LEARN_MORE_STEPS} />
      <Button component={RouterLink} to="/submit" variant="contained" color="secondary" size="large" sx={{ mt: 4 }}>
        Submit your music
      </Button>
    </Container>
  );
}

export function AboutPage() {
  return (
    <Container sx={{ py: { xs: 4, md: 7 } }}>
      <PageTitle
        title={`About ${PRODUCT_NAME}`}
        lead={`${PRODUCT_NAME} started in a rehearsal room by the harbour in 2019, run by musicians who were tired of contracts they couldn't read. We release a small roster of independent artists and give each one a real team.`}
      />
      <FeatureGrid features={ABOUT_VALUES} />
    </Container>
  );
}

export function FaqPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <PageTitle title="Frequently asked questions" lead="Can't find your answer? Use the chat button or email us — a person will reply." />
      {FAQ.map((item) => (
        <Accordion key={item.q} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography component="h2" sx={{ fontWeight: 600 }}>
              {item.q}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography>{item.a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Container>
  );
}
