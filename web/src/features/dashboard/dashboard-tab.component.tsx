import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useDeferredValue, useMemo } from 'react';
import type { DraftSummary, ProfileView, SubmissionCard as SubmissionCardData } from '@wire';
import { DASHBOARD_MESSAGES } from '@domain/dashboard';
import { useProfile, useSubmissions } from '../../queries/profile.query';
import { DashboardSkeleton } from './dashboard-skeleton.component';
import { DraftsInProgress } from './drafts-in-progress.component';
import { useMyDrafts } from './api/my-drafts.api';
import { ProfileCard } from './profile-card.component';
import { SubmissionCard } from './submission-card.component';

interface DashboardReads {
  profile: ProfileView | undefined;
  submissions: SubmissionCardData[];
  submissionsLoaded: boolean;
  drafts: DraftSummary[];
}

/** The profile card beside 'Your Submissions' (one column on small screens). */
export function DashboardTab() {
  const { data: profile, isPending: profilePending } = useProfile();
  const { data: submissions, isPending: loading, isSuccess: submissionsLoaded } = useSubmissions();
  // A failed drafts read shows none: the submissions still show, the drafts come back on the next visit.
  const { data: drafts, isPending: draftsPending } = useMyDrafts();
  // The three reads arrive together (the page's HTML asks for them): laid out once they have, nothing below a card
  // whose height a placeholder could only guess moves when it arrives.
  const arrived = !(profilePending || loading || draftsPending);
  const reads = useMemo<DashboardReads | null>(
    () => (arrived ? { profile, submissions: submissions ?? [], submissionsLoaded, drafts: drafts ?? [] } : null),
    [arrived, profile, submissions, submissionsLoaded, drafts],
  );
  // Answers reach the page through the query cache, whose updates React renders at once and in one piece: the cards
  // render as a deferred update instead, in slices that leave the main thread free between them.
  const shown = useDeferredValue(reads);
  if (!shown) return <DashboardSkeleton />;
  return <DashboardCards {...shown} />;
}

const DashboardCards = memo(function DashboardCards({ profile, submissions, submissionsLoaded, drafts }: DashboardReads) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '340px 1fr' }, alignItems: 'start' }}>
      <Box>{profile && <ProfileCard profile={profile} />}</Box>
      <Box component="section" aria-labelledby="your-submissions" sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h2" id="your-submissions" sx={{ mb: 2 }}>
          {DASHBOARD_MESSAGES.yourSubmissions}
        </Typography>
        <DraftsInProgress drafts={drafts} />
        {submissions.length === 0 ? (
          submissionsLoaded && (
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
});
