import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ActionAlert } from '../../../components/action-alert.component';
import { ANALYTICS_MESSAGES, ANALYTICS_WINDOWS, type AnalyticsWindowHours, DEFAULT_ANALYTICS_WINDOW_HOURS } from '@domain/analytics';
import { Tile } from './analytics-tile.component';
import { ErrorBars } from './error-bars.component';
import { HealthTiles } from './health-tiles.component';
import { RecentErrors } from './recent-errors.component';
import { useAnalytics } from './analytics.api';
import { SelectField } from '../../../components/select-field.component';
import { SentenceList } from '../../../components/sentence-list.component';

const WINDOWS = ANALYTICS_WINDOWS.map((w) => ({ value: w.hours, label: w.label }));

/** /analytics (public flow §2.9): window, Refresh, Retry, health, performance, errors; refreshed every 5 minutes. */
export function AnalyticsPage() {
  const [hours, setHours] = useState<AnalyticsWindowHours>(DEFAULT_ANALYTICS_WINDOW_HOURS);
  const { data, loading, error, reload } = useAnalytics(hours);
  return (
    <Container maxWidth="lg">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 3, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h4" component="h1">
          Analytics
        </Typography>
        <Stack direction="row" spacing={1}>
          <SelectField
            size="small"
            label="Time window"
            value={hours}
            onChange={(e) => setHours(Number(e.target.value) as AnalyticsWindowHours)}
            sx={{ minWidth: 170 }}
            options={WINDOWS}
          />
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={reload} disabled={loading}>
            Refresh
          </Button>
        </Stack>
      </Stack>
      {error && (
        <ActionAlert severity="error" sx={{ mb: 3 }} actionLabel="Retry" onAction={reload}>
          {error}
        </ActionAlert>
      )}
      {loading && !data && (
        <Box role="status" aria-label="Loading analytics" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress />
        </Box>
      )}
      {!loading && !data && !error && <Typography color="text.secondary">{ANALYTICS_MESSAGES.noData}</Typography>}
      {data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <HealthTiles data={data} hours={hours} />
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'span 2' } }}>
            <Tile title="Active issues">
              {data.systemHealth.issues.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  No active issues
                </Typography>
              ) : (
                <SentenceList items={data.systemHealth.issues} variant="body2" sx={{ m: 0, pl: 2.5 }} />
              )}
            </Tile>
          </Box>
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'span 2' } }}>
            <Tile title="Errors by category">
              <ErrorBars counts={data.errorStats.errorsByCategory} />
            </Tile>
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Tile title="Recent errors">
              <RecentErrors errors={data.errorStats.recentErrors} />
            </Tile>
          </Box>
        </Box>
      )}
    </Container>
  );
}
