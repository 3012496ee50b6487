import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { DASHBOARD_MESSAGES, parseDashboardTab } from '@domain/dashboard';
import { useProfile, useSubmissions } from '../../queries/profile.query';
import { AgreementTab } from './agreement-tab.component';
import { DashboardShell } from './dashboard-shell.component';
import { DashboardTab } from './dashboard-tab.component';
import { EarningsTab } from './earnings-tab.component';

/** /dashboard?tab=0|1|2 — an invalid tab is rewritten to tab=0 (artist-portal §2, §5). */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const parsed = parseDashboardTab(params.get('tab'));
  const { data: profile, isError: profileFailed } = useProfile();
  const submissionsFailed = useSubmissions().isError;

  useEffect(() => {
    if (!parsed.valid) setParams({ tab: '0' }, { replace: true });
  }, [parsed.valid, setParams]);

  return (
    <DashboardShell
      name={profile?.artistName || profile?.name || undefined}
      tab={parsed.tab}
      onTabChange={(tab) => setParams({ tab: String(tab) })}
      notice={
        (profileFailed || submissionsFailed) && (
          <Alert severity="error" sx={{ mb: 3 }}>
            {DASHBOARD_MESSAGES.loadFailed}
          </Alert>
        )
      }
    >
      {parsed.tab === 0 ? <DashboardTab /> : parsed.tab === 1 ? <AgreementTab /> : <EarningsTab />}
    </DashboardShell>
  );
}
