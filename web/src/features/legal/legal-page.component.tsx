import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { LEGAL_PAGES_LAST_UPDATED } from '@domain/shared';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** A legal page: title, last-updated line, numbered sections (public flow §2.11). */
export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

export function LegalPage({ title, intro, sections }: LegalDocument) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', sm: '2.6rem' }, fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Last updated {LEGAL_PAGES_LAST_UPDATED}
      </Typography>
      <Typography sx={{ mb: 3 }}>{intro}</Typography>
      {sections.map((s, i) => (
        <section key={s.heading} aria-labelledby={`section-${i + 1}`}>
          <Typography id={`section-${i + 1}`} variant="h5" component="h2" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
            {i + 1}. {s.heading}
          </Typography>
          {s.paragraphs.map((p) => (
            <Typography key={p.slice(0, 40)} sx={{ mb: 1.5 }}>
              {p}
            </Typography>
          ))}
        </section>
      ))}
    </Container>
  );
}
