import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { DELIVERY_JOB_WORDS, TARGET_HEALTH_WORDS } from '@domain/delivery-targets';
import { INTEGRATIONS_MESSAGES } from '@domain/jobs';
import type { JobRow } from '@wire';
import { Loading } from '../../../app/loading.component';
import { DeliveryJobs } from './delivery-jobs.component';
import { DeliveryTargetHealth } from './delivery-target-health.component';
import { DiscardDialog } from './discard-dialog.component';
import { useIntegrations, useJobAction } from './integrations.api';
import { JobList } from './job-list.component';
import { ProviderHealth } from './provider-health.component';
import { when } from '../when';
import { StaffPage } from '../staff-page.component';

/** One part of the page under its heading. */
function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </section>
  );
}

/** Staff see each provider's health and the background work behind it, and retry or discard what failed. */
export function IntegrationsPage() {
  const { data, error } = useIntegrations();
  const retry = useJobAction('retry');
  const discard = useJobAction('discard');
  const [confirming, setConfirming] = useState<JobRow | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const report = {
    onSuccess: (text: string) => setNotice({ severity: 'success', text }),
    onError: (e: Error) => setNotice({ severity: 'error', text: e.message }),
  };
  const busy = retry.isPending || discard.isPending;
  const lists = { busy, onRetry: (job: JobRow) => retry.mutate(job.id, report), onDiscard: setConfirming };

  return (
    <StaffPage title="Integrations">
      {error && <Alert severity="error">{INTEGRATIONS_MESSAGES.loadFailed}</Alert>}
      {!data && !error && <Loading />}
      {notice && (
        <Alert
          severity={notice.severity}
          onClose={() => setNotice(null)}
          sx={{ mb: 2 }}
          role={notice.severity === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </Alert>
      )}
      {data && (
        <Stack spacing={3}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label="Backlog">
            <Chip label={`${data.backlog.pending} waiting`} />
            <Chip color={data.backlog.retrying ? 'warning' : 'default'} label={`${data.backlog.retrying} retrying`} />
            <Chip label={`${data.backlog.running} running`} />
            <Chip color={data.backlog.dead ? 'error' : 'default'} label={`${data.backlog.dead} failed`} />
            {data.backlog.oldestDueAt && <Chip variant="outlined" label={`oldest due ${when(data.backlog.oldestDueAt)}`} />}
          </Stack>
          <PanelSection title="Providers">
            <ProviderHealth providers={data.providers} />
          </PanelSection>
          <PanelSection title={TARGET_HEALTH_WORDS.heading}>
            <DeliveryTargetHealth targets={data.deliveryTargets} />
          </PanelSection>
          <PanelSection title={DELIVERY_JOB_WORDS.heading}>
            <DeliveryJobs jobs={data.deliveryJobs} />
          </PanelSection>
          <PanelSection title="Failed jobs">
            <JobList jobs={data.dead} empty={INTEGRATIONS_MESSAGES.noDeadJobs} {...lists} />
          </PanelSection>
          <PanelSection title="Waiting and retrying">
            <JobList jobs={data.unfinished} empty={INTEGRATIONS_MESSAGES.noPendingJobs} {...lists} />
          </PanelSection>
        </Stack>
      )}
      <DiscardDialog
        job={confirming}
        onCancel={() => setConfirming(null)}
        onConfirm={(job) => {
          setConfirming(null);
          discard.mutate(job.id, report);
        }}
      />
    </StaffPage>
  );
}
