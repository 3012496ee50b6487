import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { displayDate } from '@domain/dashboard';
import { Loading } from '../../../app/loading.component';
import { useCreateInvitation } from '../invite/invite.api';
import { useWaitingList, WAITING_LIST_KEY } from './review-desk.api';
import type { WaitingListRow as WaitingEntry } from '@wire';

/** Waiting-list entries, newest first, each with 'Invite' (creates the invitation and mails the link). */
export function WaitingListTab() {
  const createInvitation = useCreateInvitation();
  const client = useQueryClient();
  const { data: entries, error: loadError } = useWaitingList();
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const error = loadError?.message ?? inviteError;

  const invite = async (entry: WaitingEntry) => {
    setBusyId(entry.id);
    setInviteError(null);
    try {
      // Inviting creates the artist and the invitation from the entry's details and mails the link.
      const { artistName, firstName, surname, email } = entry;
      const result = await createInvitation.mutateAsync({
        artistName,
        firstName,
        surname,
        email,
        invitationReason: 'Invited from the waiting list',
      });
      setNotice(result.message);
      client.setQueryData<WaitingEntry[]>(WAITING_LIST_KEY, (list) =>
        list?.map((e) => (e.id === entry.id ? { ...e, invitedArtistId: result.artistCode } : e)),
      );
    } catch (e) {
      setInviteError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusyId(null);
    }
  };

  if (!entries && !error) return <Loading />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {error && <Alert severity="error">{error}</Alert>}
      {notice && <Alert severity="success">{notice}</Alert>}
      {entries?.length === 0 && <Typography color="text.secondary">Nobody is on the waiting list.</Typography>}
      {entries?.map((entry) => (
        <Card key={entry.id} variant="outlined" component="article" aria-label={entry.artistName}>
          <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="h3">
                {entry.artistName}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {entry.firstName} {entry.surname} · {entry.email}
                {entry.city || entry.country ? ` · ${[entry.city, entry.country].filter(Boolean).join(', ')}` : ''}
              </Typography>
              {entry.listenLink && (
                <Link href={entry.listenLink} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                  {entry.listenLink}
                </Link>
              )}
              {entry.projectDescription && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {entry.projectDescription}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                Joined {displayDate(entry.createdAt)}
              </Typography>
            </Box>
            <Stack sx={{ alignItems: { sm: 'flex-end' }, justifyContent: 'center', flexShrink: 0 }}>
              {entry.invitedArtistId ? (
                <Typography variant="body2" color="success.main">
                  Invited
                </Typography>
              ) : (
                <Button
                  variant="contained"
                  disabled={busyId === entry.id}
                  onClick={() => void invite(entry)}
                  aria-label={`Invite ${entry.artistName}`}
                >
                  Invite
                </Button>
              )}
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
