import { screen } from '@testing-library/react';
import type { ProfileView as Profile } from '../../../wire';
import { ProfileCard } from '../../../web/src/features/dashboard/profile-card.component';
import { aProfileView } from '../../support/builders/profile.builder';
import { renderPortal } from './render-portal';

const empty = aProfileView();
const partial: Profile = {
  ...empty,
  name: 'Nova Reyes',
  artistName: 'Nova',
  nationality: 'British',
  country: 'United Kingdom',
  city: 'Leeds',
  spotifyProfile: 'https://open.spotify.com/artist/1',
  pplId: 'PPL-1',
  submissionCount: 1,
};
const full: Profile = {
  ...partial,
  biography: 'Songs from the north.',
  appleMusicProfile: 'https://music.apple.com/gb/artist/1',
  soundcloudProfile: 'https://soundcloud.com/nova',
  instagramProfile: 'https://instagram.com/nova',
  tiktokProfile: 'https://tiktok.com/@nova',
  website: 'https://nova.example',
  prsId: 'PRS-2',
  submissionCount: 3,
};

describe('ProfileCard', () => {
  it.each([
    ['an empty profile', empty, '0%', 'Complete Profile'],
    ['a partial profile', partial, '58%', 'Complete Profile'],
    ['a full profile', full, '100%', 'Edit Profile'],
  ])('shows the completion and button label for %s', (_name, profile, percent, label) => {
    renderPortal(<ProfileCard profile={profile} />);
    expect(screen.getByTestId('profile-completion')).toHaveTextContent(percent);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', percent.replace('%', ''));
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', '/edit-profile');
  });

  it('shows every field of a full profile: names, place, chips, biography, six links, email and music rights', () => {
    renderPortal(<ProfileCard profile={full} />);
    expect(screen.getByRole('heading', { name: 'Nova' })).toBeInTheDocument();
    expect(screen.getByText('British')).toBeInTheDocument();
    expect(screen.getByText(/Leeds, United Kingdom/)).toBeInTheDocument();
    expect(screen.getByText('3 submissions')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Songs from the north.')).toBeInTheDocument();
    for (const link of ['Spotify', 'Apple Music', 'SoundCloud', 'Instagram', 'TikTok', 'Website'])
      expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'nova@example.com' })).toHaveAttribute('href', 'mailto:nova@example.com');
    expect(screen.getByText('PPL-1')).toBeInTheDocument();
    expect(screen.getByText('PRS-2')).toBeInTheDocument();
  });

  it('falls back to the name, says what is missing on an empty profile', () => {
    renderPortal(<ProfileCard profile={{ ...empty, name: 'Jo Bloggs' }} />);
    expect(screen.getByRole('heading', { name: 'Jo Bloggs' })).toBeInTheDocument();
    expect(screen.getByText('No links added yet.')).toBeInTheDocument();
    expect(screen.getAllByText('Not provided')).toHaveLength(2);
    expect(screen.getByText('0 submissions')).toBeInTheDocument();
  });
});
