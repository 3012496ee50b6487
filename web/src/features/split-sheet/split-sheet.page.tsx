import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'wouter';
import { SPLIT_SHEET_MESSAGES } from '@domain/split-sheets';
import { TitledCardPage } from '../../components/titled-card-page.component';
import { ApiError } from '../../gateway/api-error';
import { AnswerForm } from './answer-form.component';
import { pdfUrlOf, useSplitSheet } from './split-sheet.api';
import { TrackSheet } from './track-sheet.component';

/** A collaborator's split sheets behind their private link (no account): listen, check every share, agree or decline. */
export function SplitSheetPage() {
  const { token = '' } = useParams<{ token: string }>();
  const sheet = useSplitSheet(token);
  if (sheet.isPending)
    return (
      <Container sx={{ py: 8, textAlign: 'center' }}>
        <CircularProgress aria-label="Loading your split sheet" />
      </Container>
    );
  if (sheet.error) {
    const gone = sheet.error instanceof ApiError && sheet.error.status === 410;
    const known = sheet.error instanceof ApiError && [404, 410].includes(sheet.error.status);
    const message = known ? sheet.error.message : SPLIT_SHEET_MESSAGES.linkInvalid;
    return (
      <TitledCardPage title={gone ? 'Link expired' : 'Link not valid'} intro={message}>
        {null}
      </TitledCardPage>
    );
  }
  const page = sheet.data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
      <Stack spacing={2.5}>
        <div>
          <Typography variant="h4" component="h1">
            Your split sheet
          </Typography>
          <Typography color="text.secondary">
            {page.person.name}, {page.artistName} named you on “{page.releaseTitle}”. Listen, check your share and everyone’s, then agree or
            tell them what is wrong.
          </Typography>
        </div>
        {page.tracks.map((track) => (
          <TrackSheet key={track.trackKey} token={token} track={track} />
        ))}
        {page.state === 'open' && <AnswerForm token={token} page={page} />}
        {page.state === 'agreed' && (
          <Alert severity="success" action={<Button href={pdfUrlOf(token)}>Signed PDF</Button>}>
            You agreed and signed. This page now shows your signed split sheet, read-only.
          </Alert>
        )}
        {page.state === 'declined' && (
          <Alert severity="info">You declined. The artist and the label have your reason and will send a corrected split.</Alert>
        )}
        <Typography variant="body2">
          What your shares earned:{' '}
          <Link component={RouterLink} href={`/splits/${encodeURIComponent(token)}/statements`}>
            your statements
          </Link>
        </Typography>
      </Stack>
    </Container>
  );
}
