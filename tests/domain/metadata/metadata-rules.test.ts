import { checkMetadata, METADATA_RULES, type MetadataSubject, metadataSubjectOf } from '../../../domain/metadata';

function subject(overrides: Partial<MetadataSubject> = {}, track: Partial<MetadataSubject['tracks'][number]> = {}): MetadataSubject {
  return {
    artistName: 'Nova Harbour',
    releaseTitle: 'Night Drive',
    releaseType: 'single',
    primaryGenre: 'Pop',
    tracks: [{ title: 'Night Drive', featuredArtistNames: [], parentalAdvisory: false, lyrics: 'We drive all night', ...track }],
    ...overrides,
  };
}

const ruleIds = (s: MetadataSubject) => checkMetadata(s).map((w) => w.ruleId);

describe('metadata style-guide rules', () => {
  it('passes a clean release with no warnings', () => {
    expect(checkMetadata(subject())).toEqual([]);
  });

  it('gives every rule an id, a title and a source', () => {
    expect(new Set(METADATA_RULES.map((r) => r.id)).size).toBe(METADATA_RULES.length);
    for (const rule of METADATA_RULES) {
      expect(rule.title).not.toBe('');
      expect(rule.source).toMatch(/Style Guide|style guide/);
    }
  });

  it.each<[string, MetadataSubject, MetadataSubject]>([
    [
      'generic-title',
      subject({ releaseTitle: 'Track 1', releaseType: 'ep', tracks: [] }),
      subject({ releaseTitle: 'Track Record', releaseType: 'ep', tracks: [] }),
    ],
    ['generic-title', subject({ releaseType: 'ep' }, { title: 'Untitled' }), subject({ releaseType: 'ep' }, { title: 'Untitled Love' })],
    [
      'version-words-in-title',
      subject({ releaseType: 'ep' }, { title: 'Night Drive (Explicit Version)' }),
      subject({ releaseType: 'ep' }, { title: 'Night Drive (Reprise)' }),
    ],
    ['featuring-in-artist', subject({ artistName: 'Nova feat. Kite' }), subject({ artistName: 'Nova Feather' })],
    ['featuring-in-artist', subject({}, { featuredArtistNames: ['Kite ft. Mo'] }), subject({}, { featuredArtistNames: ['Kite Mo'] })],
    [
      'all-caps-title',
      subject({ releaseTitle: 'NIGHT DRIVE', releaseType: 'ep' }),
      subject({ releaseTitle: 'Night Drive EP', releaseType: 'ep' }),
    ],
    [
      'all-caps-title',
      subject({ releaseTitle: 'NIGHT DRIVE', releaseType: 'ep' }),
      subject({ releaseTitle: 'ABBA', releaseType: 'ep' }, { title: 'Abba' }),
    ],
    [
      'all-lowercase-title',
      subject({ releaseTitle: 'night drive', releaseType: 'ep' }),
      subject({ releaseTitle: 'Night drive', releaseType: 'ep' }),
    ],
    ['link-email-emoji', subject({ artistName: 'Nova www.nova.com' }), subject({ artistName: 'Nova.Harbour' })],
    [
      'link-email-emoji',
      subject({ releaseTitle: 'Mail me nova@example.com', releaseType: 'ep' }),
      subject({ releaseTitle: 'Mail Me', releaseType: 'ep' }),
    ],
    [
      'link-email-emoji',
      subject({ releaseTitle: 'Night Drive 🚗', releaseType: 'ep' }),
      subject({ releaseTitle: 'Night Drive #2', releaseType: 'ep' }),
    ],
    ['artist-is-genre', subject({ artistName: 'Hip-Hop/Rap' }), subject({ artistName: 'Hip Hop Harry' })],
    ['single-title-matches-track', subject({ releaseTitle: 'Afterglow' }), subject({ releaseTitle: 'NIGHT drive' })],
    [
      'explicit-lyrics-flag',
      subject({}, { lyrics: 'What the fuck is this', parentalAdvisory: false }),
      subject({}, { lyrics: 'What the fuck is this', parentalAdvisory: true }),
    ],
    [
      'explicit-lyrics-flag',
      subject({}, { lyrics: 'Shitake mushrooms? no: shit.', parentalAdvisory: null }),
      subject({}, { lyrics: 'Bitcoin and a cunning plan', parentalAdvisory: null }),
    ],
  ])('%s: warns on the failing example and not on the passing one', (rule, failing, passing) => {
    expect(ruleIds(failing)).toContain(rule);
    expect(ruleIds(passing)).not.toContain(rule);
  });

  it('points each warning at the form field and carries the message and source', () => {
    const [warning] = checkMetadata(subject({ releaseType: 'ep' }, { title: 'Untitled' }));
    expect(warning).toEqual({
      ruleId: 'generic-title',
      field: 'tracks[0].title',
      message: '"Untitled" is a placeholder title; stores refuse generic titles such as "Track 1" or "Untitled"',
      source: 'Apple Music Style Guide: Titles',
    });
  });

  it('maps a wizard form onto the subject, featured artists by full name', () => {
    const mapped = metadataSubjectOf({
      artistName: 'Nova',
      releaseTitle: 'Night Drive',
      releaseType: 'single',
      primaryGenre: 'Pop',
      tracks: [
        {
          title: 'Night Drive',
          credits: {
            featuredArtists: [{ id: 'a', firstName: 'Kite', surname: 'ft. Mo', email: '', roles: [] }],
            parentalAdvisory: null,
            lyrics: '',
          },
        },
      ],
    });
    expect(mapped.tracks[0].featuredArtistNames).toEqual(['Kite ft. Mo']);
    expect(ruleIds(mapped)).toEqual(['featuring-in-artist']);
  });
});
