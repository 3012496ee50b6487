import { render, screen } from '@testing-library/react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import type { ReviewListRow, SubmissionCard as PortalSubmission } from '../../../wire';
import { reviewAge } from '../../../domain/status';
import { SubmissionCard } from '../../../web/src/features/dashboard/submission-card.component';
import { SubmissionRow } from '../../../web/src/features/staff/review-desk/submission-row.component';
import { AppRouterAt } from '../web-router';

const started = '2030-05-01T09:00:00.000Z';
const row = (status: string) =>
  ({
    id: 's-1',
    releaseTitle: 'Low Water',
    artistName: 'Nova',
    email: 'nova@example.com',
    status,
    releaseType: '',
    uploadType: 'new-music',
    releaseDate: null,
    createdAt: started,
    age: reviewAge(new Date(started), new Date('2030-05-20T09:00:00Z'), { status, fromWaitingList: false }),
    assignedTo: null,
    version: 1,
    fromWaitingList: false,
    splits: '',
  }) as unknown as ReviewListRow;

function renderRow(status: string) {
  render(
    <AppRouterAt path="/staff/review">
      <Table>
        <TableBody>
          <SubmissionRow row={row(status)} selected={false} onToggle={() => undefined} />
        </TableBody>
      </Table>
    </AppRouterAt>,
  );
}

describe('an In Progress release the artist has not sent', () => {
  it('shows on the desk with its upload type in words and outside the review promise', () => {
    renderRow('In Progress');
    expect(screen.getByText('Release New Music')).toBeInTheDocument();
    expect(screen.queryByText('new-music')).not.toBeInTheDocument();
    expect(screen.getByText('Not sent yet')).toBeInTheDocument();
    expect(screen.queryByText(/overdue/)).not.toBeInTheDocument();
  });

  it('a sent release 19 days old is still overdue', () => {
    renderRow('Pending');
    expect(screen.getByText('19 d · overdue')).toBeInTheDocument();
  });

  it("says when the artist started it on their card, not 'Submitted'", () => {
    const card = {
      id: 's-1',
      releaseTitle: 'Low Water',
      releaseType: 'single',
      status: 'In Progress',
      releaseDate: null,
      createdAt: started,
      artworkUrl: null,
    };
    render(
      <AppRouterAt path="/dashboard">
        <SubmissionCard submission={card as unknown as PortalSubmission} />
      </AppRouterAt>,
    );
    expect(screen.getByText(/^Started:/)).toBeInTheDocument();
    expect(screen.queryByText(/^Submitted:/)).not.toBeInTheDocument();
  });
});
