import {
  DASHBOARD_MESSAGES,
  displayDate,
  parseDashboardTab,
  submissionArtworkUrl,
  submissionPath,
  submissionTitle,
} from '../../../domain/dashboard';

describe('dashboard tab (artist-portal §5)', () => {
  it.each([
    [-1, 0, false],
    [0, 0, true],
    [1, 1, true],
    [2, 2, true],
    [3, 0, false],
    ['x', 0, false],
    ['0', 0, true],
    ['1', 1, true],
    [' 1 ', 1, true],
    ['1.5', 0, false],
    [1.5, 0, false],
    [null, 0, true],
    [undefined, 0, true],
    ['', 0, true],
  ])('tab %p → %p (valid %p)', (value, tab, valid) => {
    expect(parseDashboardTab(value as string | number | null | undefined)).toEqual({ tab, valid });
  });
});

describe('submission cards (artist-portal §2, §3)', () => {
  it('falls back for artwork: own, first transfer release, first catalogue image, none', () => {
    expect(submissionArtworkUrl({ artworkUrl: 'a.jpg', catalogueItems: [{ image: 'c.jpg' }] })).toBe('a.jpg');
    expect(submissionArtworkUrl({ artworkUrl: '', transferMetadata: { releases: [{ artworkUrl: 't.jpg' }] } })).toBe('t.jpg');
    expect(submissionArtworkUrl({ transferMetadata: { releases: [] }, catalogueItems: [{ image: 'c.jpg' }] })).toBe('c.jpg');
    expect(submissionArtworkUrl({ transferMetadata: null, catalogueItems: null })).toBeNull();
  });

  it('titles untitled releases and dates missing dates', () => {
    expect(submissionTitle(' ')).toBe('Untitled Release');
    expect(submissionTitle(' Dawn ')).toBe('Dawn');
    expect(displayDate('2025-03-05')).toBe('March 5, 2025');
    expect(displayDate(null)).toBe('TBD');
    expect(displayDate('not a date')).toBe('TBD');
  });

  it('routes in-progress submissions to release details', () => {
    expect(submissionPath('42', 'In Progress')).toBe('/release-details/42');
    expect(submissionPath('42', 'pending')).toBe('/submission/42');
  });

  it('holds the catalogue texts', () => {
    expect(DASHBOARD_MESSAGES).toMatchObject({
      loadFailed: 'Failed to load dashboard data',
      noSubmissions: "You don't have any submissions yet.",
      noMediaFiles: 'No media files available for this submission.',
      submissionNotFound: 'Submission not found',
      detailsLoadFailed: 'Failed to load submission details',
      notAuthenticated: 'Not authenticated',
      noSubmissionId: 'No submission ID provided',
    });
  });
});
