import { render, screen } from '@testing-library/react';
import { DownloadPackageButton } from '../../../web/src/features/staff/review-desk/download-package.component';
import { DownloadSelection } from '../../../web/src/features/staff/review-desk/download-selection.component';

const APPROVED = '3f1c7a52-9d1e-4c1b-8a55-000000000001';
const LIVE = '3f1c7a52-9d1e-4c1b-8a55-000000000002';
const PENDING = '3f1c7a52-9d1e-4c1b-8a55-000000000003';

describe("the desk's 'Download all'", () => {
  it('links an approved or live release to its package ZIP, and shows nothing before approval', () => {
    const { rerender } = render(<DownloadPackageButton submissionId={APPROVED} status="Approved" />);
    expect(screen.getByRole('link', { name: 'Download all' })).toHaveAttribute('href', `/api/staff/releases/${APPROVED}/package.zip`);
    rerender(<DownloadPackageButton submissionId={LIVE} status="live" />);
    expect(screen.getByRole('link', { name: 'Download all' })).toHaveAttribute('href', `/api/staff/releases/${LIVE}/package.zip`);
    rerender(<DownloadPackageButton submissionId={PENDING} status="Pending" />);
    expect(screen.queryByRole('link', { name: 'Download all' })).toBeNull();
  });

  it('posts the ticked approved and live releases as a plain form, and says which are left out', () => {
    const { container } = render(
      <DownloadSelection
        rows={[
          { id: APPROVED, status: 'Approved' },
          { id: PENDING, status: 'Pending' },
          { id: LIVE, status: 'Live' },
        ]}
      />,
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/staff/releases/package.zip');
    expect([...form.querySelectorAll('input[name="ids"]')].map((input) => (input as HTMLInputElement).value)).toEqual([APPROVED, LIVE]);
    expect(screen.getByRole('button', { name: 'Download all (2)' })).toBeEnabled();
    expect(screen.getByText('1 selected is not approved or live and has no package yet')).toBeInTheDocument();
  });

  it('cannot be sent when no ticked release has a package', () => {
    render(<DownloadSelection rows={[{ id: PENDING, status: 'Pending' }]} />);
    expect(screen.getByRole('button', { name: 'Download all (0)' })).toBeDisabled();
  });
});
