import { act, screen, waitFor } from '@testing-library/react';

jest.mock('ky', () => jest.requireActual('../submit/ky.stub'));
import type { DraftSummary } from '../../../wire';
import { DASHBOARD_MESSAGES } from '../../../domain/dashboard';
import { PORTAL_TOKENS } from '../../../web/src/di/portal-tokens';
import { PUBLIC_TOKENS } from '../../../web/src/di/public-tokens';
import { DashboardTab } from '../../../web/src/features/dashboard/dashboard-tab.component';
import { aProfileView } from '../../support/builders/profile.builder';
import { fakeDraftGateway } from '../submit/render-submit';
import { aDraftSummary } from '../../support/builders/draft-summary.builder';
import { renderPortal } from './render-portal';

const draft = aDraftSummary();

describe("the dashboard's first tab", () => {
  it('lays out the profile, the drafts and the submissions together, once the last of the three reads has answered', async () => {
    let answerDrafts: (drafts: DraftSummary[]) => void = () => undefined;
    const drafts = fakeDraftGateway();
    drafts.mine.mockReturnValue(new Promise<DraftSummary[]>((resolve) => (answerDrafts = resolve)));
    const profiles = {
      profile: jest.fn(async () => aProfileView({ name: 'Nova Reyes', artistName: 'Nova' })),
      submissions: jest.fn(async () => []),
    };
    renderPortal(<DashboardTab />, [
      [PORTAL_TOKENS.profile, profiles],
      [PUBLIC_TOKENS.draft, drafts],
    ]);
    // The profile and submissions answer meanwhile; the tab still waits for the drafts.
    await waitFor(() => {
      expect(profiles.profile).toHaveBeenCalled();
      expect(profiles.submissions).toHaveBeenCalled();
    });
    await act(async () => {
      await Promise.all([...profiles.profile.mock.results, ...profiles.submissions.mock.results].map((r) => r.value));
    });
    expect(screen.queryByText(DASHBOARD_MESSAGES.yourSubmissions)).not.toBeInTheDocument();
    expect(screen.queryByText(DASHBOARD_MESSAGES.noSubmissions)).not.toBeInTheDocument();
    answerDrafts([draft]);
    expect(await screen.findByRole('article', { name: 'Low Water' })).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_MESSAGES.yourSubmissions)).toBeInTheDocument();
    expect(screen.getByText(DASHBOARD_MESSAGES.noSubmissions)).toBeInTheDocument();
    expect(drafts.mine).toHaveBeenCalledTimes(1);
  });
});
