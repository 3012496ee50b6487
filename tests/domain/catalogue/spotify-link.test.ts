import { catalogueLinkKey, catalogueLinkToAdd, parseCatalogueLink } from '../../../domain/catalogue/catalogue-link';
import { CATALOGUE_MESSAGES } from '../../../domain/catalogue/catalogue.messages';
import { parseSpotifyLink, spotifyArtistLinkMessage, spotifyUrl } from '../../../domain/catalogue/spotify-link';

const ID = '4Z8W4fKeB5YxbusRsdQVPb';

describe('Spotify links', () => {
  it.each([
    [`https://open.spotify.com/artist/${ID}`, 'artist'],
    [`https://open.spotify.com/track/${ID}?si=abc123`, 'track'],
    [`https://open.spotify.com/album/${ID}/`, 'album'],
    [`https://open.spotify.com/intl-de/track/${ID}`, 'track'],
    [`https://open.spotify.com/intl-pt_BR/album/${ID}?si=x&nd=1`, 'album'],
    [`open.spotify.com/artist/${ID}`, 'artist'],
    [`http://www.open.spotify.com/artist/${ID}#top`, 'artist'],
    [`  spotify:track:${ID}  `, 'track'],
    [`SPOTIFY:ALBUM:${ID}`, 'album'],
  ])('parses %s', (url, type) => {
    expect(parseSpotifyLink(url)).toEqual({ type, id: ID });
  });

  it.each([
    '',
    'https://example.com/artist/abc',
    `https://open.spotify.com/playlist/${ID}`,
    `https://open.spotify.com/artist/`,
    `spotify:artist:`,
    `https://open.spotify.com/artist/${ID}/extra`,
  ])('rejects %p', (url) => {
    expect(parseSpotifyLink(url)).toBeNull();
  });

  it('gives the artist-link messages', () => {
    expect(spotifyArtistLinkMessage(' ')).toBe('Please enter a Spotify artist URL');
    expect(spotifyArtistLinkMessage(null)).toBe('Please enter a Spotify artist URL');
    expect(spotifyArtistLinkMessage(`https://open.spotify.com/track/${ID}`)).toBe(
      'Please enter a valid Spotify artist URL (e.g., https://open.spotify.com/artist/...)',
    );
    expect(spotifyArtistLinkMessage(`https://open.spotify.com/artist/${ID}?si=1`)).toBeNull();
  });

  it('accepts only tracks and albums in the catalogue panel', () => {
    expect(parseCatalogueLink('')).toEqual({ error: 'Please enter a Spotify URL' });
    expect(parseCatalogueLink(`https://open.spotify.com/artist/${ID}`)).toEqual({
      error: 'Please enter a valid Spotify track or album URL',
    });
    expect(parseCatalogueLink('nonsense')).toEqual({ error: CATALOGUE_MESSAGES.urlInvalid });
    expect(parseCatalogueLink(`spotify:album:${ID}`)).toEqual({ link: { type: 'album', id: ID } });
  });

  it('knows one release under every form of its link, and refuses adding it to a list that holds it', () => {
    const forms = [`https://open.spotify.com/track/${ID}`, `open.spotify.com/intl-de/track/${ID}/?si=x`, `spotify:track:${ID}`];
    expect(new Set(forms.map(catalogueLinkKey))).toEqual(new Set([`track:${ID}`]));
    expect(catalogueLinkKey(`https://open.spotify.com/album/${ID}`)).toBe(`album:${ID}`);
    expect(catalogueLinkKey(`https://open.spotify.com/artist/${ID}`)).toBeNull();
    const listed = [{ spotifyUrl: forms[0] }];
    for (const form of forms) expect(catalogueLinkToAdd(form, listed)).toEqual({ error: CATALOGUE_MESSAGES.alreadyAdded });
    expect(catalogueLinkToAdd(`https://open.spotify.com/album/${ID}`, listed)).toEqual({ link: { type: 'album', id: ID } });
    expect(catalogueLinkToAdd('', listed)).toEqual({ error: CATALOGUE_MESSAGES.urlRequired });
  });

  it('builds canonical URLs', () => {
    expect(spotifyUrl({ type: 'track', id: ID })).toBe(`https://open.spotify.com/track/${ID}`);
  });
});
