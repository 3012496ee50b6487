import { CATALOGUE_MESSAGES } from '../../../domain/catalogue/catalogue.messages';
import { SPOTIFY_MESSAGES } from '../../../domain/catalogue/spotify.messages';
import { catalogueItemIssues } from '../../../domain/forms/catalogue-items.rule';
import { isWebAddress, socialLinkIssue, spotifyProfileIssue, webLinkIssue, withWebScheme } from '../../../domain/forms/link.rules';
import { SERVER_SUBMISSION_MESSAGES as S } from '../../../domain/forms/server-submission.messages';
import type { AudioFileFact, CatalogueLookup } from '../../../domain/forms/submission-facts';
import { trackAudioIssue, trackClipIssues } from '../../../domain/forms/track.rules';

const audio = new Map<string, AudioFileFact>([
  ['mine', { owned: true, durationSeconds: 120 }],
  ['theirs', { owned: false, durationSeconds: 120 }],
]);

describe('track audio', () => {
  it('asks for a WAV naming the track, and refuses a file not uploaded in this session', () => {
    expect(trackAudioIssue({ title: ' Tide ', fileId: null }, 0, audio)).toEqual({
      field: 'tracks[0].file',
      message: 'Please upload a WAV file for track 1 "Tide"',
    });
    expect(trackAudioIssue({ title: 'Tide', fileId: 'theirs' }, 1, audio)).toEqual({ field: 'tracks[1].file', message: S.fileNotFound });
    expect(trackAudioIssue({ title: 'Tide', fileId: 'gone' }, 1, audio)?.message).toBe(S.fileNotFound);
    expect(trackAudioIssue({ title: 'Tide', fileId: 'mine' }, 1, audio)).toBeNull();
  });
});

describe('track social clips', () => {
  it('says nothing when clips are off', () => {
    expect(trackClipIssues({ title: 'T', socialClips: [{ startTime: 'x', endTime: 'y' }] }, 0, 10)).toEqual([]);
  });

  it('refuses a third clip, incomplete times and an end past the measured length', () => {
    const issues = trackClipIssues(
      {
        title: 'T',
        socialClipsEnabled: true,
        socialClips: [
          { startTime: '00:10', endTime: '00:50' },
          { startTime: '01:00', endTime: '' },
          { startTime: '01:30', endTime: '02:05' },
        ],
      },
      2,
      120.7,
    );
    expect(issues).toEqual([
      { field: 'tracks[2].socialClips', message: S.tooManyClips },
      { field: 'tracks[2].socialClips[1]', message: S.clipTimesRequired },
      { field: 'tracks[2].socialClips[2]', message: 'Clip must end within the track (it ends at 02:05; the track is 02:00 long)' },
    ]);
  });

  it('cannot check the end without a measured length, and takes no clips as none', () => {
    expect(
      trackClipIssues({ title: 'T', socialClipsEnabled: true, socialClips: [{ startTime: '0:10', endTime: '59:00' }] }, 0, null),
    ).toEqual([]);
    expect(trackClipIssues({ title: 'T', socialClipsEnabled: true }, 0, 30)).toEqual([]);
  });
});

describe('links', () => {
  it('adds https:// to a link typed without a scheme only', () => {
    expect(withWebScheme(' instagram.com/maya ')).toBe('https://instagram.com/maya');
    expect(withWebScheme('http://a.io')).toBe('http://a.io');
    expect(withWebScheme(null)).toBe('');
  });

  it('takes http(s) addresses with a dotted host and no credentials as web addresses', () => {
    expect(isWebAddress('example.com/x')).toBe(true);
    expect(isWebAddress('ftp://example.com')).toBe(false);
    expect(isWebAddress('https://localhost')).toBe(false);
    expect(isWebAddress('https://user:pw@example.com')).toBe(false);
    expect(isWebAddress('https://user@example.com')).toBe(false);
    expect(isWebAddress('http://exa mple.com')).toBe(false);
    expect(isWebAddress(undefined)).toBe(false);
  });

  it('wants a social link on its host (or a subdomain) with a profile path', () => {
    const wrong = { field: 'instagram', message: 'Please include instagram.com/ in the URL' };
    expect(socialLinkIssue('  ', 'instagram.com', 'instagram')).toBeNull();
    expect(socialLinkIssue('instagram.com/maya', 'instagram.com', 'instagram')).toBeNull();
    expect(socialLinkIssue('https://www.Instagram.com/maya', 'instagram.com', 'instagram')).toBeNull();
    expect(socialLinkIssue('instagram.com/', 'instagram.com', 'instagram')).toEqual(wrong);
    expect(socialLinkIssue('notinstagram.com/maya', 'instagram.com', 'instagram')).toEqual(wrong);
    expect(socialLinkIssue('javascript:alert(1)', 'instagram.com', 'instagram')).toEqual(wrong);
  });

  it('wants a Spotify artist link, when one is given', () => {
    expect(spotifyProfileIssue('')).toBeNull();
    expect(spotifyProfileIssue('https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb')).toBeNull();
    expect(spotifyProfileIssue('https://open.spotify.com/album/4Z8W4fKeB5YxbusRsdQVPb', 'links.spotify')).toEqual({
      field: 'links.spotify',
      message: SPOTIFY_MESSAGES.artistUrlInvalid,
    });
  });

  it('refuses a stored link that is not http(s), with the default or a given message', () => {
    expect(webLinkIssue(null, 'site')).toBeNull();
    expect(webLinkIssue('https://maya.band', 'site')).toBeNull();
    expect(webLinkIssue('data:text/html,hi', 'site')).toEqual({ field: 'site', message: S.webLinkRequired });
    expect(webLinkIssue('bare words', 'site', 'Not a link')).toEqual({ field: 'site', message: 'Not a link' });
  });
});

describe('catalogue items', () => {
  const album = 'https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy';
  const sameAlbum = 'https://open.spotify.com/intl-de/album/4aawyAB9vmqN3uQ7FjRGTy?si=1';
  const track = 'https://open.spotify.com/track/11dFghVXANMlKmJXsNCbNl';
  /** The issue named under the Spotify link of the catalogue item at that index. */
  const linkIssue = (item: number, message: string) => ({ field: `catalogueItems[${item}].spotifyUrl`, message });
  const lookups = new Map<string, CatalogueLookup>([
    [album, 'found'],
    [track, 'missing'],
  ]);

  it('passes known releases and those not looked up yet', () => {
    expect(
      catalogueItemIssues([{ spotifyUrl: album }, { spotifyUrl: 'https://open.spotify.com/track/0000000000000000000000' }], lookups),
    ).toEqual([]);
  });

  it('refuses a blank or non-release link, a release listed twice, and one Spotify does not know', () => {
    const issues = catalogueItemIssues(
      [
        { spotifyUrl: '' },
        { spotifyUrl: 'https://open.spotify.com/artist/4Z8W4fKeB5YxbusRsdQVPb' },
        { spotifyUrl: album },
        { spotifyUrl: sameAlbum },
        { spotifyUrl: ` ${track} ` },
      ],
      lookups,
    );
    expect(issues).toEqual([
      linkIssue(0, CATALOGUE_MESSAGES.urlRequired),
      linkIssue(1, CATALOGUE_MESSAGES.urlInvalid),
      linkIssue(3, CATALOGUE_MESSAGES.alreadyAdded),
      linkIssue(4, S.catalogueItemNotFound),
    ]);
  });

  it('refuses a spotify: URI as a stored link, which must be http(s)', () => {
    expect(catalogueItemIssues([{ spotifyUrl: 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy' }], lookups)).toEqual([
      linkIssue(0, S.webLinkRequired),
    ]);
  });
});
