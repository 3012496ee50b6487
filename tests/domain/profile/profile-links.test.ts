import { isWebLink, profileLinkIssues, profileLinkMessage } from '../../../domain/profile';

describe('profile links', () => {
  it('accepts http(s) addresses and blanks, refuses anything else with the field named', () => {
    expect(profileLinkIssues({ website: 'https://nova.example', spotifyProfile: '', instagramProfile: '  ' })).toEqual([]);
    expect(profileLinkIssues({ website: 'javascript:alert(1)', tiktokProfile: '@nova', soundcloudProfile: 'http://localhost' })).toEqual([
      { field: 'soundcloudProfile', message: profileLinkMessage('soundcloudProfile') },
      { field: 'tiktokProfile', message: 'TikTok profile must be a link starting with http:// or https://' },
      { field: 'website', message: profileLinkMessage('website') },
    ]);
    expect(isWebLink('ftp://files.example')).toBe(false);
  });
});
