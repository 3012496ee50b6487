import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'wouter';
import { STATEMENT_MESSAGES } from '@domain/statements/statements.messages';
import { StatementFileButtons, StatementPeriodSelect } from '../../components/statements/statement-picker.component';
import { StatementView } from '../../components/statements/statement-view.component';
import { TitledCardPage } from '../../components/titled-card-page.component';
import { ApiError } from '../../gateway/api-error';
import { collaboratorFileUrl, useCollaboratorPeriods, useCollaboratorStatement } from './collaborator-statements.api';

/** A collaborator's statements behind their split-sheet link (no account): what their shares earned, period by period. */
export function CollaboratorStatementsPage() {
  const { token = '' } = useParams<{ token: string }>();
  const periods = useCollaboratorPeriods(token);
  const [chosen, setChosen] = useState<string | null>(null);
  const periodId = chosen ?? periods.data?.periods[0]?.id ?? null;
  const statement = useCollaboratorStatement(token, periodId);
  if (periods.isPending)
    return (
      <Container sx={{ py: 8, textAlign: 'center' }}>
        <CircularProgress aria-label="Loading your statements" />
      </Container>
    );
  const error = periods.error ?? statement.error;
  if (error) {
    const message = error instanceof ApiError && error.status === 404 ? error.message : STATEMENT_MESSAGES.notFound;
    return (
      <TitledCardPage title="No statement here" intro={`${message} Check that you opened the link from the label's e-mail.`}>
        {null}
      </TitledCardPage>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
      <Stack spacing={3}>
        <div>
          <Typography variant="h4" component="h1">
            Your statements
          </Typography>
          <Typography color="text.secondary">
            {statement.data ? `${statement.data.name}, h` : 'H'}ere is what your shares earned in each closed period. A share you have not
            agreed to yet is held in escrow and paid into your next statement once you agree.
          </Typography>
          <Link component={RouterLink} href={`/splits/${encodeURIComponent(token)}`}>
            Back to your split sheet
          </Link>
        </div>
        {!periodId ? (
          <Alert severity="info">No statement yet: yours appears here once the label closes a period with earnings from your share.</Alert>
        ) : (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <StatementPeriodSelect periods={periods.data?.periods ?? []} value={periodId} onChange={setChosen} />
              <StatementFileButtons urlOf={(file) => collaboratorFileUrl(token, periodId, file)} />
            </Stack>
            {statement.data ? <StatementView statement={statement.data} /> : <CircularProgress aria-label="Loading the statement" />}
          </>
        )}
      </Stack>
    </Container>
  );
}
