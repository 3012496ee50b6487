import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DASHBOARD_MESSAGES } from '../../../../domain/dashboard';
import { useProfile, useSubmissions } from '../../queries/profile.query';
import { DraftsInProgress } from './drafts-in-progress.component';
import { ProfileCard } from './profile-card.component';
import { SubmissionCard } from './submission-card.component';

/** The profile card beside 'Your Submissions' (one column on small screens). */
export function DashboardTab() {
  const { data: profile, isPending: profilePending } = useProfile();
  const { data: submissions = [], isPending: loading, isSuccess: ready } = useSubmissions();
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '340px 1fr' }, alignItems: 'start' }}>
      <Box>{profile ? <ProfileCard profile={profile} /> : profilePending && <Skeleton variant="rounded" height={420} />}</Box>
      <Box component="section" aria-labelledby="your-submissions" sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h2" id="your-submissions" sx={{ mb: 2 }}>
          {DASHBOARD_MESSAGES.yourSubmissions}
        </Typography>
        <DraftsInProgress />
        {loading && submissions.length === 0 ? (
          <Stack spacing={2}>
            <Skeleton variant="rounded" height={140} />
            <Skeleton variant="rounded" height={140} />
          </Stack>
        ) : submissions.length === 0 ? (
          ready && (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography color="text.secondary">{DASHBOARD_MESSAGES.noSubmissions}</Typography>
            </Paper>
          )
        ) : (
          <Stack spacing={2}>
            {submissions.map((s) => (
              <SubmissionCard key={s.id} submission={s} />
            ))}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
