import { render, screen } from '@testing-library/react';
import { STATUS_BANNERS } from '../../../domain/status';
import { StatusBanner } from '../../../web/src/components/status/status-banner.component';
import { StatusChip } from '../../../web/src/components/status/status-chip.component';

describe('StatusChip', () => {
  it.each([
    ['Approved', 'green', 'MuiChip-colorSuccess'],
    ['live', 'green', 'MuiChip-colorSuccess'],
    ['ACTIVE', 'green', 'MuiChip-colorSuccess'],
    ['Pending', 'amber', 'MuiChip-colorWarning'],
    ['In Progress', 'amber', 'MuiChip-colorWarning'],
    ['processing', 'amber', 'MuiChip-colorWarning'],
    ['Rejected', 'red', 'MuiChip-colorError'],
    ['failed', 'red', 'MuiChip-colorError'],
    ['On hold', 'neutral', 'MuiChip-colorDefault'],
  ])('%s is %s', (status, colour, className) => {
    const { container } = render(<StatusChip status={status} />);
    const chip = container.querySelector('[data-colour]');
    expect(chip).toHaveAttribute('data-colour', colour);
    expect(chip).toHaveClass(className);
  });

  it('shows the display label', () => {
    render(<StatusChip status="in_progress" />);
    expect(screen.getByText('In Progress')).toBeInTheDocument();
  });
});

describe('StatusBanner', () => {
  it.each(Object.entries(STATUS_BANNERS))('%s shows its title and text', (status, banner) => {
    render(<StatusBanner status={status.toUpperCase()} />);
    expect(screen.getByText(banner.title)).toBeInTheDocument();
    expect(screen.getByTestId('status-banner')).toHaveTextContent(banner.text);
  });

  it('any other value says "Submission status: ..."', () => {
    render(<StatusBanner status="On hold" />);
    expect(screen.getByText('Submission status: On hold')).toBeInTheDocument();
  });
});
