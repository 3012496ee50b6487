import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ANALYTICS_WINDOWS, orNotAvailable, parseHealthStatus } from '@domain/analytics';
import type { AnalyticsDashboard } from '../../../gateway/analytics.gateway';
import { Tile } from './analytics-tile.component';

const HEALTH_COLOUR = { healthy: 'success', degraded: 'warning', unhealthy: 'error', unknown: 'default' } as const;

function uptime(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return d > 0 ? `${d}d ${h}h` : h > 0 ? `${h}h ${m}m` : `${m}m`;
}

/** The four headline tiles: system status, performance score, total errors, core web vitals. */
export function HealthTiles({ data, hours }: { data: AnalyticsDashboard; hours: number }) {
  const health = parseHealthStatus(data.systemHealth.status);
  const vitals = data.performanceStats.coreWebVitals;
  const vital = (k: 'lcp' | 'fcp' | 'cls') => {
    const value = vitals?.[k] ?? null;
    return value === null ? null : k === 'cls' ? value.toFixed(3) : `${Math.round(value)} ms`;
  };
  return (
    <>
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
    </>
  );
}
