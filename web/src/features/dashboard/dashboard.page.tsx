import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { DASHBOARD_MESSAGES, DASHBOARD_TABS, parseDashboardTab } from '../../../../domain/dashboard';
import { useProfile, useSubmissions } from '../../queries/profile.query';
import { ContractTab } from './contract-tab.component';
import { DashboardTab } from './dashboard-tab.component';

/** /dashboard?tab=0|1 — an invalid tab is rewritten to tab=0 (artist-portal §2, §5). */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const parsed = parseDashboardTab(params.get('tab'));
  const { data: profile, isError: profileFailed } = useProfile();
  const submissionsFailed = useSubmissions().isError;

  useEffect(() => {
    if (!parsed.valid) setParams({ tab: '0' }, { replace: true });
  }, [parsed.valid, setParams]);

  return (
    <Container maxWidth="lg">
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Welcome{profile?.artistName || profile?.name ? `, ${profile.artistName || profile.name}` : ''}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={parsed.tab}
          onChange={(_e, tab: number) => setParams({ tab: String(tab) })}
          aria-label="Dashboard sections"
          variant="fullWidth"
          sx={{ maxWidth: 480 }}
        >
          {DASHBOARD_TABS.map((label, index) => (
            <Tab key={label} label={label} id={`dashboard-tab-${index}`} aria-controls={`dashboard-panel-${index}`} />
          ))}
        </Tabs>
      </Box>
      {(profileFailed || submissionsFailed) && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {DASHBOARD_MESSAGES.loadFailed}
        </Alert>
      )}
      <Box role="tabpanel" id={`dashboard-panel-${parsed.tab}`} aria-labelledby={`dashboard-tab-${parsed.tab}`}>
        {parsed.tab === 0 ? <DashboardTab /> : <ContractTab />}
      </Box>
    </Container>
  );
}
