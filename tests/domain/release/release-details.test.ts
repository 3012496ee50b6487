import { RELEASE_DETAILS_MESSAGES, RELEASE_MESSAGES, releaseDetailsIssues } from '../../../domain/release';
import { PRIMARY_GENRES } from '../../../domain/taxonomy';

const today = new Date('2030-01-15T10:00:00Z');
const complete = {
  releaseTitle: 'Night Drive',
  releaseType: 'ep',
  releaseDate: '2030-04-01',
  primaryGenre: PRIMARY_GENRES[0],
  tracks: [{ title: 'One', hasFile: true }],
};

describe('release details completion', () => {
  it('has nothing missing for a complete release', () => {
    expect(releaseDetailsIssues(complete, today)).toEqual([]);
  });

  it('lists every missing part with its field', () => {
    const issues = releaseDetailsIssues(
      { releaseTitle: ' ', releaseType: null, releaseDate: '2030-01-20', primaryGenre: 'Polka-core', tracks: [] },
      today,
    );
    expect(issues).toEqual([
      { field: 'releaseTitle', message: RELEASE_DETAILS_MESSAGES.titleRequired },
      { field: 'releaseType', message: RELEASE_DETAILS_MESSAGES.typeRequired },
      { field: 'releaseDate', message: RELEASE_MESSAGES.releaseDateTooSoon },
      { field: 'primaryGenre', message: RELEASE_DETAILS_MESSAGES.genreRequired },
      { field: 'tracks', message: RELEASE_DETAILS_MESSAGES.tracksRequired },
    ]);
  });

  it('names tracks without a title or a file', () => {
    const issues = releaseDetailsIssues(
      {
        ...complete,
        tracks: [
          { title: '', hasFile: true },
          { title: 'B', hasFile: false },
        ],
      },
      today,
    );
    expect(issues).toEqual([
      { field: 'tracks[0].title', message: 'Track 1 needs a title' },
      { field: 'tracks[1].file', message: 'Track 2 has no uploaded audio file' },
    ]);
  });
});
