import EmailIcon from '@mui/icons-material/Email';
import LaunchIcon from '@mui/icons-material/Launch';
import PlaceIcon from '@mui/icons-material/Place';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { profileButtonLabel, profileCardName, profileCompletion } from '@domain/profile';
import { isBlank } from '@domain/shared';
import type { ProfileView as Profile } from '@wire';
import { StatusChip } from '../../components/status/status-chip.component';
import { Fact, FactList } from '../../components/fact-list.component';

const LINKS = [
  ['spotifyProfile', 'Spotify'],
  ['appleMusicProfile', 'Apple Music'],
  ['soundcloudProfile', 'SoundCloud'],
  ['instagramProfile', 'Instagram'],
  ['tiktokProfile', 'TikTok'],
  ['website', 'Website'],
] as const;

const NOT_PROVIDED = 'Not provided';

function href(value: string): string {
  return /^https?:\/\//i.test(value) ? value : `https://${value}`;
}

/** Every field of the artist-portal §2 profile card, with the completion bar and its button from domain/profile. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const completion = profileCompletion(profile);
  const name = profileCardName(profile);
  const place = [profile.city, profile.country].filter((p) => !isBlank(p)).join(', ');
  const links = LINKS.filter(([field]) => !isBlank(profile[field]));

  return (
    <Card variant="outlined" component="section" aria-label="Your profile">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Avatar
            src={profile.picture || undefined}
            alt={name ? `${name}'s picture` : 'Profile picture'}
            sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'secondary.main' }}
          >
            {(name || 'U').charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {name || 'Your name'}
            </Typography>
            {!isBlank(profile.nationality) && (
              <Typography variant="body2" color="text.secondary">
                {profile.nationality}
              </Typography>
            )}
            {place && (
              <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                <PlaceIcon fontSize="inherit" aria-hidden /> {place}
              </Typography>
            )}
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Chip
            size="small"
            variant="outlined"
            label={`${profile.submissionCount} submission${profile.submissionCount === 1 ? '' : 's'}`}
          />
          {!isBlank(profile.status) && <StatusChip status={profile.status} />}
        </Stack>
        <Box>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
            <Typography variant="body2" id="profile-completion-label">
              Profile Completion
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="profile-completion">
              {completion}%
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={completion}
            aria-labelledby="profile-completion-label"
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
        <Button component={RouterLink} to="/edit-profile" variant={completion < 100 ? 'contained' : 'outlined'}>
          {profileButtonLabel(completion)}
        </Button>
        <Divider />
        <Box>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            Biography
          </Typography>
          <Typography
            variant="body2"
            color={isBlank(profile.biography) ? 'text.secondary' : 'text.primary'}
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {isBlank(profile.biography) ? 'No biography yet.' : profile.biography}
          </Typography>
        </Box>
        <Box>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            Links
          </Typography>
          {links.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No links added yet.
            </Typography>
          ) : (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {links.map(([field, label]) => (
                <Chip
                  key={field}
                  component="a"
                  href={href(profile[field])}
                  target="_blank"
                  rel="noopener noreferrer"
                  clickable
                  size="small"
                  icon={<LaunchIcon />}
                  label={label}
                />
              ))}
            </Stack>
          )}
        </Box>
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1, overflowWrap: 'anywhere' }}>
          <EmailIcon fontSize="small" color="action" aria-hidden />
          <Link href={`mailto:${profile.email}`}>{profile.email}</Link>
        </Typography>
        <Divider />
        <Box>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            Music Rights
          </Typography>
          <FactList>
            <Fact term="PPL ID" variant="body2">
              {isBlank(profile.pplId) ? NOT_PROVIDED : profile.pplId}
            </Fact>
            <Fact term="PRS ID" variant="body2">
              {isBlank(profile.prsId) ? NOT_PROVIDED : profile.prsId}
            </Fact>
          </FactList>
        </Box>
      </CardContent>
    </Card>
  );
}
