import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Loading } from '../../../app/loading.component';
import { SmallTextField } from '../../../components/small-text-field.component';
import { useOutbox } from './outbox.api';
import { StaffPage } from '../staff-page.component';

const LINKS = /(https?:\/\/[^\s<>"]+)/g;

/** Mail text with its links clickable (invitation links open the invited flow). */
function MailText({ text }: { text: string }) {
  return (
    <Typography
      component="div"
      variant="body2"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'ui-monospace, monospace' }}
    >
      {text.split(LINKS).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </Typography>
  );
}

/** The mails the portal has sent or stored (the built-in outbox adapter keeps them here). */
export function OutboxPage() {
  const [to, setTo] = useState('');
  const [recipient, setRecipient] = useState('');
  const { data: mails, error } = useOutbox(recipient);

  const filter = (event: FormEvent) => {
    event.preventDefault();
    setRecipient(to.trim());
  };

  return (
    <StaffPage title="Mail outbox">
      <Stack component="form" role="search" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={filter} sx={{ mb: 2 }}>
        <SmallTextField label="Recipient" type="email" value={to} onText={setTo} sx={{ minWidth: { sm: 320 } }} />
        <Button type="submit" variant="outlined">
          Filter
        </Button>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {!mails && !error && <Loading />}
      {mails?.length === 0 && <Typography color="text.secondary">No mails yet.</Typography>}
      <Box>
        {mails?.map((mail) => (
          <Accordion key={mail.id} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`mail-${mail.id}`} id={`mail-${mail.id}-header`}>
              <Box sx={{ display: 'grid', minWidth: 0, gap: 0.5 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{mail.subject}</Typography>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5, alignItems: 'center' }}>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    To {mail.to}
                  </Typography>
                  {mail.category && <Chip size="small" label={mail.category} />}
                  {mail.status && <Chip size="small" variant="outlined" label={mail.status} />}
                  <Typography variant="caption" color="text.secondary">
                    {new Date(mail.createdAt).toLocaleString('en-US')}
                  </Typography>
                </Stack>
              </Box>
            </AccordionSummary>
            <AccordionDetails>
              <MailText text={mail.text} />
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </StaffPage>
  );
}
