import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { artists } from './artists.table';
import { blankText, extensionOf, flag, timestampNow } from './columns';

export const artistProfiles = pgTable('artist_profiles', {
  artistId: extensionOf('artist_id', () => artists.id),
  name: blankText('name'),
  pictureKey: text('picture_key'),
  nationality: blankText('nationality'),
  country: blankText('country'),
  city: blankText('city'),
  biography: blankText('biography'),
  spotifyProfile: blankText('spotify_profile'),
  appleMusicProfile: blankText('apple_music_profile'),
  soundcloudProfile: blankText('soundcloud_profile'),
  instagramProfile: blankText('instagram_profile'),
  tiktokProfile: blankText('tiktok_profile'),
  website: blankText('website'),
  pplId: blankText('ppl_id'),
  prsId: blankText('prs_id'),
  hasSignedAgreement: flag('has_signed_agreement'),
  agreementSignatureId: uuid('agreement_signature_id'),
  updatedAt: timestampNow('updated_at'),
});
