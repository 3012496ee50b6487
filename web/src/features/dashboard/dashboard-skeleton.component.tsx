import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The space of the profile card and 'Your Submissions' while their reads are on the way. */
export function DashboardSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '340px 1fr' }, alignItems: 'start' }}>
      <Skeleton variant="rounded" height={420} />
      <Stack spacing={2}>
        <Skeleton variant="text" width={220} height={40} />
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={140} />
      </Stack>
    </Box>
  );
}
