import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeliveryJobRow, DeliveryTargetHealthRow, JobRow } from '../../../wire';
import { DELIVERY_JOB_WORDS, TARGET_HEALTH_WORDS, targetDownInWords } from '../../../domain/delivery-targets';
import { INTEGRATIONS_MESSAGES } from '../../../domain/jobs';
import { PORTAL_TOKENS } from '../../../web/src/di/portal-tokens';
import { IntegrationsPage } from '../../../web/src/features/staff/integrations/integrations.page';
import type { IntegrationsGateway, IntegrationsOverview } from '../../../web/src/gateway/integrations.gateway';
import { ApiError } from '../../../web/src/gateway/api-error';
import { renderPortal } from '../portal/render-portal';

const deadMail: JobRow = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  kind: 'mail.deliver',
  standing: 'dead',
  attempts: 97,
  nextRunAt: null,
  lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
  createdAt: '2025-06-02T09:00:00Z',
  updatedAt: '2025-06-04T09:10:00Z',
};
const retryingBoard: JobRow = {
  ...deadMail,
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  kind: 'board.create-submission-item',
  standing: 'retrying',
  attempts: 4,
  nextRunAt: '2025-06-04T09:40:00Z',
};

const storeDown: DeliveryTargetHealthRow = {
  targetId: 'b1b2c3d4-0000-4000-8000-000000000001',
  name: 'Streamwave',
  host: 'sftp.streamwave.example',
  port: 22,
  up: false,
  words: targetDownInWords('connect ECONNREFUSED 10.0.0.9:22'),
  technical: 'connect ECONNREFUSED 10.0.0.9:22',
  checkedAt: '2025-06-04T09:30:00Z',
  acknowledgementWindowHours: 48,
  overdue: { batches: 2, oldestSentAt: '2025-06-01T08:00:00Z' },
};
const retryingDelivery: DeliveryJobRow = {
  jobId: 'a1b2c3d4-0000-4000-8000-000000000003',
  submissionId: 'c1b2c3d4-0000-4000-8000-000000000001',
  releaseTitle: 'High Water',
  artistName: 'Kestrel Bay',
  targets: ['Streamwave'],
  standing: 'retrying',
  attempts: 3,
  nextRunAt: '2025-06-04T09:45:00Z',
  lastError: "The distributor's server could not be reached.",
};

/** A gateway whose Retry moves the dead job out of the list, as the API does once it is queued again. */
function fakeGateway(
  deliveries: Pick<IntegrationsOverview, 'deliveryTargets' | 'deliveryJobs'> = { deliveryTargets: [], deliveryJobs: [] },
) {
  const calls: string[] = [];
  let dead = [deadMail];
  const overview = async (): Promise<IntegrationsOverview> => ({
    providers: [
      { name: 'mailer', adapter: 'smtp', up: true, detail: 'mails are queued and delivered by the job worker, with retries' },
      { name: 'board', adapter: 'monday', up: false, detail: 'Unauthorized' },
    ],
    backlog: { pending: 0, retrying: 1, running: 0, dead: dead.length, oldestDueAt: retryingBoard.nextRunAt },
    unfinished: [retryingBoard],
    dead,
    ...deliveries,
  });
  const gateway: IntegrationsGateway = {
    overview,
    async retry(id) {
      calls.push(`retry ${id}`);
      dead = dead.filter((job) => job.id !== id);
      return INTEGRATIONS_MESSAGES.retried;
    },
    async discard(id) {
      calls.push(`discard ${id}`);
      throw new ApiError(INTEGRATIONS_MESSAGES.jobRunning, 409);
    },
  };
  return { gateway, calls };
}

const failedSection = () => within(screen.getByRole('heading', { name: 'Failed jobs' }).parentElement as HTMLElement);

describe('staff integrations page', () => {
  it('shows provider health, the backlog and the dead job with its last error, and Retry sends it back to the queue', async () => {
    const { gateway, calls } = fakeGateway();
    renderPortal(<IntegrationsPage />, [[PORTAL_TOKENS.integrations, gateway]], '/staff/integrations');
    expect(await screen.findByText('1 failed')).toBeInTheDocument();
    expect(screen.getByText('Down')).toBeInTheDocument();
    const dead = failedSection().getByRole('listitem', { name: 'mail.deliver job' });
    expect(within(dead).getByText('Failed')).toBeInTheDocument();
    expect(within(dead).getByText('Last error: connect ECONNREFUSED 127.0.0.1:2525')).toBeInTheDocument();
    expect(within(dead).getByText(/97 tries/)).toBeInTheDocument();
    fireEvent.click(within(dead).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(INTEGRATIONS_MESSAGES.retried)).toBeInTheDocument();
    await waitFor(() => expect(failedSection().getByText(INTEGRATIONS_MESSAGES.noDeadJobs)).toBeInTheDocument());
    expect(calls).toEqual([`retry ${deadMail.id}`]);
  });

  it('asks before Discard, does nothing on cancel, and shows the refusal', async () => {
    const { gateway, calls } = fakeGateway();
    renderPortal(<IntegrationsPage />, [[PORTAL_TOKENS.integrations, gateway]], '/staff/integrations');
    const dead = await screen.findByRole('listitem', { name: 'mail.deliver job' });
    fireEvent.click(within(dead).getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(INTEGRATIONS_MESSAGES.confirmDiscard('mail.deliver'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
    fireEvent.click(within(dead).getByRole('button', { name: 'Discard' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText(INTEGRATIONS_MESSAGES.jobRunning)).toBeInTheDocument();
    expect(calls).toEqual([`discard ${deadMail.id}`]);
  });

  it('shows each delivery target down with the reason in words, its late acknowledgements, and the waiting delivery by release', async () => {
    const { gateway } = fakeGateway({ deliveryTargets: [storeDown], deliveryJobs: [retryingDelivery] });
    renderPortal(<IntegrationsPage />, [[PORTAL_TOKENS.integrations, gateway]], '/staff/integrations');
    const target = within(await screen.findByRole('list', { name: 'Delivery targets' })).getByTestId('target-health');
    expect(within(target).getByText('Down')).toBeInTheDocument();
    expect(target).toHaveTextContent('The server refused the connection or is not running.');
    expect(within(target).getByTestId('acknowledgement-overdue')).toHaveTextContent(
      /^Streamwave has not acknowledged 2 batches sent more than 48 hours ago \(the oldest sent Jun 1, 2025/,
    );
    const job = within(screen.getByRole('list', { name: 'Deliveries waiting' })).getByTestId('delivery-job');
    expect(within(job).getByRole('link', { name: 'High Water — Kestrel Bay' })).toHaveAttribute(
      'href',
      `/staff/review/${retryingDelivery.submissionId}`,
    );
    expect(within(job).getByText('Retrying')).toBeInTheDocument();
    expect(job).toHaveTextContent(/to Streamwave · 3 attempts · next attempt Jun 4, 2025/);
  });

  it('says so when there are no delivery targets and no delivery waits', async () => {
    const { gateway } = fakeGateway();
    renderPortal(<IntegrationsPage />, [[PORTAL_TOKENS.integrations, gateway]], '/staff/integrations');
    expect(await screen.findByText(TARGET_HEALTH_WORDS.none)).toBeInTheDocument();
    expect(screen.getByText(DELIVERY_JOB_WORDS.none)).toBeInTheDocument();
  });
});
