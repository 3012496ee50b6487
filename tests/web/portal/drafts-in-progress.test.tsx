import { screen, within } from '@testing-library/react';

jest.mock('ky', () => jest.requireActual('../submit/ky.stub'));
import { DraftsInProgress } from '../../../web/src/features/dashboard/drafts-in-progress.component';
import { aDraftSummary } from '../../support/builders/draft-summary.builder';
import { renderPortal } from './render-portal';

const draft = aDraftSummary();

describe("the dashboard's releases in progress", () => {
  it('lists each draft as In Progress with Complete Release Details opening the wizard on it', async () => {
    renderPortal(
      <DraftsInProgress drafts={[draft, aDraftSummary({ id: 'd-2', releaseTitle: '', releaseType: null, path: '/submit?draft=d-2' })]} />,
    );
    const card = await screen.findByRole('article', { name: 'Low Water' });
    expect(within(card).getByText('In Progress')).toBeInTheDocument();
    expect(within(card).getByText(/^EP · saved/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Complete Release Details' })).toHaveAttribute('href', '/submit?draft=d-1');
    const untitled = screen.getByRole('article', { name: 'Untitled Release' });
    expect(within(untitled).getByRole('link', { name: 'Complete Release Details' })).toHaveAttribute('href', '/submit?draft=d-2');
  });

  it('shows nothing when the artist has no draft', async () => {
    const { container } = renderPortal(<DraftsInProgress drafts={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
