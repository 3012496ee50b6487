import Button from '@mui/material/Button';
import { NEWSLETTER_URL } from '../../../app/product';
import { useSubmissionFormStore } from '../../../stores/submission-form.store';
import { FormTextField } from '../fields/form-text-field.component';
import { SectionCard } from '../fields/section-card.component';
import { TwoColumns } from '../fields/two-columns.component';
import { LocationFields } from './location-fields.component';
import { SocialFields } from './social-fields.component';
import { SpotifyConnect } from './spotify-connect.component';

/** Step 1, Artist Information (public flow §2.4). */
export function ArtistStep({ waitingList }: { waitingList?: React.ReactNode }) {
  const intent = useSubmissionFormStore((s) => s.form.submissionIntent);
  return (
    <>
      <SectionCard title="Basic Information">
        <TwoColumns>
          <FormTextField name="firstName" label="First name" autoComplete="given-name" required />
          <FormTextField name="surname" label="Surname" autoComplete="family-name" required />
          <FormTextField name="email" label="Email" type="email" autoComplete="email" required />
          <FormTextField name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
        </TwoColumns>
        <FormTextField name="artistName" label="Artist name" required helperText="The name your music is released under" />
      </SectionCard>
      <SectionCard
        title="Find your artist profile on Spotify"
        description="Connect your profile so we can hear what you have already released."
      >
        <SpotifyConnect />
      </SectionCard>
      <SectionCard title="Social Media Profiles">
        <SocialFields />
      </SectionCard>
      <SectionCard title="Location">
        <LocationFields />
      </SectionCard>
      {intent === 'keep-updated' && (
        <Button variant="outlined" href={NEWSLETTER_URL} target="_blank" rel="noopener noreferrer" sx={{ mb: 3 }}>
          Sign up to our artist newsletter
        </Button>
      )}
      {waitingList}
    </>
  );
}
