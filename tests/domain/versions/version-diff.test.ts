import { diffVersions } from '../../../domain/versions';

describe('diffVersions', () => {
  it('lists changed, added and removed fields by form path, ignoring book-keeping fields', () => {
    const before = {
      id: 'a',
      status: 'Pending',
      releaseTitle: 'Night',
      tracks: [{ title: 'One', credits: { songwriters: [{ lastName: 'Stone' }], lyrics: null } }],
      tags: ['x'],
    };
    const after = {
      id: 'b',
      status: 'Changes Requested',
      releaseTitle: 'Night',
      tracks: [{ title: 'One', credits: { songwriters: [{ lastName: 'Stone-Lee' }], lyrics: 'la' } }, { title: 'Two' }],
      tags: [],
    };
    expect(diffVersions(before, after)).toEqual(
      [
        { field: 'tracks[0].credits.songwriters[0].lastName', before: 'Stone', after: 'Stone-Lee' },
        { field: 'tracks[0].credits.lyrics', before: '', after: 'la' },
        { field: 'tracks[1].title', before: '', after: 'Two' },
        { field: 'tags', before: '', after: '' },
        { field: 'tags[0]', before: 'x', after: '' },
      ].filter((c) => c.before !== c.after),
    );
  });

  it('finds nothing between equal versions', () => {
    expect(diffVersions({ a: 1, b: [true] }, { a: 1, b: [true] })).toEqual([]);
  });
});
