import { screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import type { SubmissionDetail } from '../../../wire';
import { PORTAL_TOKENS } from '../../../web/src/di/portal-tokens';
import { SubmissionDetailsPage } from '../../../web/src/features/submission-details/submission-details.page';
import type { ProfileGateway } from '../../../web/src/gateway/profile.gateway';
import { renderPortal } from './render-portal';

function approved(identifiers: SubmissionDetail['identifiers']): SubmissionDetail {
  return {
    id: 's-1',
    boardItemId: null,
    title: 'Tidal Glass',
    releaseTitle: 'Tidal Glass',
    releaseType: 'ep',
    releaseTypeLabel: 'EP',
    status: 'Approved',
    statusColour: 'green',
    releaseDate: '2031-03-06',
    releaseDateLabel: 'March 6, 2031',
    createdAt: '2031-01-02T10:00:00.000Z',
    submittedDateLabel: 'January 2, 2031',
    artworkUrl: null,
    path: '/submission/s-1',
    banner: { title: 'Approved', text: 'Your release is approved.', colour: 'green' },
    mediaFiles: [],
    reviewNote: null,
    timeline: [],
    pinnedNotes: [],
    sentToStoresAt: null,
    stores: [],
    takedownReason: null,
    takenDown: 'none',
    identifiers,
    aiDisclosure: 'Partly made with generative AI: vocals',
  } as SubmissionDetail;
}

function renderWith(submission: SubmissionDetail) {
  const gateway = { submission: async () => submission } as Partial<ProfileGateway> as ProfileGateway;
  renderPortal(
    <Route path="/submission/:id">
      <SubmissionDetailsPage />
    </Route>,
    [[PORTAL_TOKENS.profile, gateway]],
    '/submission/s-1',
  );
}

describe("the artist's release page: store identifiers", () => {
  it('shows the UPC and each track’s ISRC once approval assigned them', async () => {
    renderWith(
      approved({
        upc: '012345600017',
        tracks: [
          { position: 0, title: 'Tidal Glass', isrc: 'GB-A1B-26-00001' },
          { position: 1, title: 'Undertow', isrc: 'GB-A1B-26-00002' },
        ],
      }),
    );
    const section = await screen.findByRole('region', { name: 'Store identifiers' });
    expect(within(section).getByText('012345600017')).toBeInTheDocument();
    expect(within(section).getByText('1. Tidal Glass')).toBeInTheDocument();
    expect(within(section).getByText('GB-A1B-26-00001')).toBeInTheDocument();
    expect(within(section).getByText('2. Undertow')).toBeInTheDocument();
    expect(within(section).getByText('GB-A1B-26-00002')).toBeInTheDocument();
  });

  it('has no such section before approval', async () => {
    renderWith({ ...approved(null), status: 'Pending' });
    await screen.findByRole('heading', { name: 'Tidal Glass' });
    expect(screen.queryByRole('region', { name: 'Store identifiers' })).not.toBeInTheDocument();
  });
});

describe("the artist's release page: AI disclosure", () => {
  it('says in plain words what the artist answered about generative AI', async () => {
    renderWith(approved(null));
    expect(await screen.findByText('Partly made with generative AI: vocals')).toBeInTheDocument();
    expect(screen.getByText('Generative AI')).toBeInTheDocument();
  });
});
