import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JobRow } from '../../../wire';
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

/** A gateway whose Retry moves the dead job out of the list, as the API does once it is queued again. */
function fakeGateway() {
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
});
