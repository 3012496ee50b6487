import { DASHBOARD_MESSAGES } from '../../../domain/dashboard/dashboard.messages';
import { canRework, reworkPath, submissionArtworkUrl, submissionPath, submissionTitle } from '../../../domain/dashboard/submission-card';

describe('submission card', () => {
  it('lets the artist rework a release in progress or with changes requested, in any spelling, and nothing else', () => {
    expect(['In Progress', 'changes_requested', 'pending', 'no such status'].map(canRework)).toEqual([true, true, false, false]);
  });

  it('opens a release in progress in the wizard and any other on its submission page', () => {
    expect(reworkPath('s1')).toBe('/release-details/s1');
    expect(submissionPath('s1', 'IN-PROGRESS')).toBe('/release-details/s1');
    expect(submissionPath('s1', 'live')).toBe('/submission/s1');
  });

  it("takes the release's artwork, else a transferred release's, else the first catalogue item's image", () => {
    expect(submissionArtworkUrl({ artworkUrl: ' ', transferMetadata: { releases: [{ artworkUrl: 'https://t/1.jpg' }] } })).toBe(
      'https://t/1.jpg',
    );
    expect(submissionArtworkUrl({ transferMetadata: null, catalogueItems: [{ image: 'https://c/1.jpg' }] })).toBe('https://c/1.jpg');
    expect(submissionArtworkUrl({ catalogueItems: [] })).toBeNull();
  });

  it('shows a blank title as untitled and trims a given one', () => {
    expect(submissionTitle('  Tide ')).toBe('Tide');
    expect(submissionTitle('   ')).toBe(DASHBOARD_MESSAGES.untitledRelease);
    expect(submissionTitle(null)).toBe(DASHBOARD_MESSAGES.untitledRelease);
  });
});
