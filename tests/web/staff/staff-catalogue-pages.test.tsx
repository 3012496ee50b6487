import { screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import type { CatalogueRelease, StaffArtistPageResponse } from '../../../wire';
import { LABEL_CATALOGUE_MESSAGES } from '../../../domain/label-catalogue';
import { TOKENS } from '../../../web/src/di/tokens';
import { StaffArtistPage } from '../../../web/src/features/staff/catalogue/artist.page';
import { CataloguePage } from '../../../web/src/features/staff/catalogue/catalogue.page';
import { renderPortal } from '../portal/render-portal';
import { fakeApi } from './fake-api';

const release = (over: Partial<CatalogueRelease>): CatalogueRelease => ({
  id: 'r1',
  artistId: 'a1',
  artistCode: 'ART-7KQ2MX',
  artistName: 'Mara Quell',
  releaseTitle: 'Tidal Glass',
  releaseType: 'ep',
  releaseDate: '2031-03-06',
  status: 'Approved',
  stage: 'delivered',
  upc: '5099902894522',
  artworkFileId: null,
  createdAt: '2031-01-01T10:00:00Z',
  tracks: [
    { position: 0, title: 'Tidal Glass', isrc: 'GB-HSL-31-00001' },
    { position: 1, title: 'Undertow', isrc: null },
  ],
  delivery: {
    status: 'delivered',
    adapter: 'builtin',
    attempts: 1,
    lastError: null,
    deliveredAt: '2031-01-02T10:00:00Z',
    updatedAt: '2031-01-02T10:00:00Z',
  },
  ...over,
});

const page: StaffArtistPageResponse = {
  success: true,
  artist: {
    id: 'a1',
    artistCode: 'ART-7KQ2MX',
    artistName: 'Mara Quell',
    firstName: 'Mara',
    surname: 'Quell',
    email: 'mara@example.com',
    createdAt: '2030-01-01T10:00:00Z',
    agreement: { signatureId: 's1', status: 'signed', completedAt: '2030-02-01T10:00:00Z' },
    submissionCount: 2,
    lastSignInAt: null,
    hasSignInCode: true,
    status: 'Active',
    profile: {
      name: 'Mara Quell',
      nationality: 'Irish',
      country: 'Ireland',
      city: 'Cork',
      biography: '',
      links: [{ label: 'Website', url: 'https://mara.example' }],
      pplId: 'PPL-778',
      prsId: '',
      completion: 45,
    },
  },
  releases: [
    release({}),
    release({
      id: 'r2',
      releaseTitle: 'Low Tide',
      stage: 'approved',
      upc: null,
      tracks: [],
      delivery: { ...release({}).delivery!, status: 'failed', lastError: 'SFTP connection refused', attempts: 3 },
    }),
  ],
};

describe('the artist page for staff', () => {
  it('asks the API for the artist in the address and shows the agreement, UPC, ISRCs and delivery', async () => {
    const api = fakeApi(() => ({ body: page }));
    renderPortal(<Route path="/artist/:artistId" component={StaffArtistPage} />, [[TOKENS.http, api.http]], '/artist/ART-7KQ2MX');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mara Quell' })).toBeInTheDocument();
    expect(api.seen.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/staff/artists/ART-7KQ2MX']);
    expect(screen.getByRole('link', { name: 'Signed PDF' })).toHaveAttribute('href', '/api/review-desk/artists/a1/agreements/s1/pdf');
    const tidal = screen.getByRole('region', { name: 'Tidal Glass' });
    expect(within(tidal).getByTestId('upc')).toHaveTextContent('5099902894522');
    expect(within(tidal).getByText('Delivered')).toBeInTheDocument();
    expect(within(tidal).getByRole('row', { name: /Undertow/ })).toHaveTextContent('Not assigned yet');
    const low = screen.getByRole('region', { name: 'Low Tide' });
    expect(within(low).getByText('SFTP connection refused (attempt 3)')).toBeInTheDocument();
    expect(within(low).getByTestId('upc')).toHaveTextContent('Not assigned yet');
  });

  it("shows the API's refusal for an unknown artist", async () => {
    const api = fakeApi(() => ({ status: 404, body: { success: false, error: LABEL_CATALOGUE_MESSAGES.artistNotFound } }));
    renderPortal(<Route path="/artist/:artistId" component={StaffArtistPage} />, [[TOKENS.http, api.http]], '/artist/ART-NOBODY');
    expect(await screen.findByText(LABEL_CATALOGUE_MESSAGES.artistNotFound)).toBeInTheDocument();
  });
});

describe('the catalogue page', () => {
  it('lists releases with links to the desk and the artist page, and the calendar asks for the month in the address', async () => {
    const api = fakeApi(() => ({ body: { success: true, releases: [release({})] } }));
    const list = renderPortal(<CataloguePage />, [[TOKENS.http, api.http]], '/staff/catalogue');
    const table = await screen.findByRole('table', { name: 'Catalogue' });
    expect(await within(table).findByRole('link', { name: 'Tidal Glass' })).toHaveAttribute('href', '/staff/review/r1');
    expect(within(table).getByRole('link', { name: 'Mara Quell' })).toHaveAttribute('href', '/artist/ART-7KQ2MX');
    expect(api.seen[0]).toMatchObject({ path: '/api/staff/catalogue', search: '' });
    list.unmount();

    const calendar = fakeApi(() => ({
      body: { success: true, releases: [release({}), release({ id: 'r2', releaseTitle: 'Low Tide', releaseDate: '2031-03-20' })] },
    }));
    renderPortal(<CataloguePage />, [[TOKENS.http, calendar.http]], '/staff/catalogue?view=calendar&month=2031-03');
    expect(await screen.findByRole('heading', { name: 'March 2031' })).toBeInTheDocument();
    expect(calendar.seen[0].search).toBe('?releaseFrom=2031-03-01&releaseTo=2031-03-31');
    // jsdom has no wide screen: the phone's list of weeks, Monday first.
    const week = await screen.findByRole('region', { name: 'Week of Mar 17 – Mar 23' });
    expect(within(week).getByRole('link', { name: 'Low Tide' })).toHaveAttribute('href', '/staff/review/r2');
    expect(within(screen.getByRole('region', { name: 'Week of Mar 3 – Mar 9' })).getByText('Mar 6')).toBeInTheDocument();
    expect(screen.getByText('2 releases in March 2031')).toBeInTheDocument();
  });
});
