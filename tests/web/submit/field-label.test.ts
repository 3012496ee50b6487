import { fieldLabel } from '../../../web/src/features/submit/fields/field-label';

describe('the label the required-information dialog shows for a field', () => {
  it.each([
    ['pLineYear', '℗ year'],
    ['cLineYear', '© year'],
    ['upc', 'UPC/EAN'],
    ['labelName', 'Label name'],
    ['releaseTitle', 'Release Title'],
    ['tracks[0].isrc', 'Track 1 ISRC'],
    ['tracks[0].title', 'Track 1 title'],
    ['tracks[2].lyricsLanguage', 'Track 3 lyrics language'],
    ['tracks[0].credits.songwriters[1].firstName', 'Track 1 songwriter 2 first name'],
    ['tracks[1].credits.featuredArtists[0].surname', 'Track 2 featured artist 1 surname'],
    ['tracks[0].credits.masterSplits[2].percentage', 'Track 1 master split holder 3 percentage'],
    ['tracks[0].credits.songwriters', 'Track 1 songwriter percentages'],
    ['tracks[0].credits.productionYear', 'Track 1 production year'],
    ['tracks[0].socialClips[1].start', 'Track 1 clip 2'],
    ['artworkFileId', 'Artwork'],
  ])('%s → %s', (field, label) => {
    expect(fieldLabel(field)).toBe(label);
  });

  it('never shows a key the person did not type', () => {
    const keys = ['pLineYear', 'cLineYear', 'upc', 'tracks[0].isrc', 'tracks[0].credits.producers[4].lastName'];
    for (const key of keys) expect(fieldLabel(key)).not.toMatch(/[a-z][A-Z]|\[\d+\]|\./);
  });
});
