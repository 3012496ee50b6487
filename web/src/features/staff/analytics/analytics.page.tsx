import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import {
  ANALYTICS_MESSAGES,
  ANALYTICS_REFRESH_MS,
  ANALYTICS_WINDOWS,
  type AnalyticsWindowHours,
  DEFAULT_ANALYTICS_WINDOW_HOURS,
  orNotAvailable,
  parseHealthStatus,
} from '../../../../../domain/analytics';
import { useInjection } from '../../../di/container-context';
import { PORTAL_TOKENS } from '../../../di/portal-tokens';
import { ApiError } from '../../../gateway/api-error';
import type { AnalyticsDashboard, AnalyticsGateway } from '../../../gateway/analytics.gateway';
import { ErrorBars } from './error-bars.component';

const HEALTH_COLOUR = { healthy: 'success', degraded: 'warning', unhealthy: 'error', unknown: 'default' } as const;

function uptime(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d > 0 ? `${d}d ${h}h` : h > 0 ? `${h}h ${m}m` : `${m}m`;
}

function Tile({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="overline" component="h2" color="text.secondary" sx={{ display: 'block' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /analytics (public flow §2.9): window, Refresh, Retry, health, performance, errors; refreshed every 5 minutes. */
export function AnalyticsPage() {
  const gateway = useInjection<AnalyticsGateway>(PORTAL_TOKENS.analytics);
  const [hours, setHours] = useState<AnalyticsWindowHours>(DEFAULT_ANALYTICS_WINDOW_HOURS);
  const [data, setData] = useState<AnalyticsDashboard | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(await gateway.dashboard(hours));
      setError(null);
    } catch (e) {
      setError(
        e instanceof ApiError
          ? e.status === 0
            ? ANALYTICS_MESSAGES.fetchFailed
            : e.message || ANALYTICS_MESSAGES.unknownError
          : ANALYTICS_MESSAGES.unknownError,
      );
    } finally {
      setLoading(false);
    }
  }, [gateway, hours]);

  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), ANALYTICS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);

  const health = data ? parseHealthStatus(data.systemHealth.status) : 'unknown';
  const vitals = data?.performanceStats.coreWebVitals;
  const vital = (k: 'lcp' | 'fcp' | 'cls') => {
    const value = vitals?.[k] ?? null;
    return value === null ? null : k === 'cls' ? value.toFixed(3) : `${Math.round(value)} ms`;
  };
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
          <TextField
            select
            size="small"
            label="Time window"
            value={hours}
            onChange={(e) => setHours(Number(e.target.value) as AnalyticsWindowHours)}
            sx={{ minWidth: 170 }}
          >
            {ANALYTICS_WINDOWS.map((w) => (
              <MenuItem key={w.hours} value={w.hours}>
                {w.label}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void load()} disabled={loading}>
            Refresh
          </Button>
        </Stack>
      </Stack>
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={() => void load()}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      {loading && !data && (
        <Box role="status" aria-label="Loading analytics" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress />
        </Box>
      )}
      {!loading && !data && !error && <Typography color="text.secondary">{ANALYTICS_MESSAGES.noData}</Typography>}
      {data && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          <Tile title="System status">
            <Chip label={health} color={HEALTH_COLOUR[health]} sx={{ textTransform: 'capitalize', fontWeight: 700 }} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              Uptime {uptime(data.systemHealth.uptime)}
            </Typography>
          </Tile>
          <Tile title="Performance score">
            <Typography variant="h4" component="p">
              {orNotAvailable(data.performanceStats.currentScore)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Trend: {data.performanceStats.trend} · average {orNotAvailable(data.performanceStats.averageScore)}
            </Typography>
          </Tile>
          <Tile title="Total errors">
            <Typography variant="h4" component="p">
              {data.errorStats.totalErrors}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {ANALYTICS_WINDOWS.find((w) => w.hours === hours)?.label}
            </Typography>
          </Tile>
          <Tile title="Core web vitals">
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, m: 0 }}>
              {(['lcp', 'fcp', 'cls'] as const).map((k) => [
                <Typography key={`${k}-t`} component="dt" variant="body2" sx={{ fontWeight: 700 }}>
                  {k.toUpperCase()}
                </Typography>,
                <Typography key={`${k}-d`} component="dd" variant="body2" sx={{ m: 0 }}>
                  {orNotAvailable(vital(k))}
                </Typography>,
              ])}
            </Box>
          </Tile>
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'span 2' } }}>
            <Tile title="Active issues">
              {data.systemHealth.issues.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  No active issues
                </Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {data.systemHealth.issues.map((i) => (
                    <Typography component="li" variant="body2" key={i}>
                      {i}
                    </Typography>
                  ))}
                </Box>
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
              {data.errorStats.recentErrors.length === 0 ? (
                <Typography color="text.secondary">{ANALYTICS_MESSAGES.noRecentErrors}</Typography>
              ) : (
                <TableContainer>
                  <Table size="small" aria-label="Recent errors">
                    <TableHead>
                      <TableRow>
                        <TableCell>Time</TableCell>
                        <TableCell>Severity</TableCell>
                        <TableCell>Category</TableCell>
                        <TableCell>Message</TableCell>
                        <TableCell>URL</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.errorStats.recentErrors.map((e, i) => (
                        <TableRow key={i}>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(e.timestamp).toLocaleString('en-US')}</TableCell>
                          <TableCell>{e.severity}</TableCell>
                          <TableCell>{e.category}</TableCell>
                          <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{e.message}</TableCell>
                          <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>{orNotAvailable(e.url)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
            </Tile>
          </Box>
        </Box>
      )}
    </Container>
  );
}
