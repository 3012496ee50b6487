import { boolean, date, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { ContainsAi } from '../../../domain/release/ai-disclosure';
import { submissions } from './submissions.table';
import { blankText, extensionOf, flag, formListItem, generatedId, ownedBy, requiredText, timestampNow } from './columns';
import { submissionRow } from './owned-rows';

export const submissionDetails = pgTable('submission_details', {
  submissionId: extensionOf('submission_id', () => submissions.id),
  source: requiredText('source').default('open'),
  itemName: blankText('item_name'),
  formSessionId: text('form_session_id'),
  invitationId: uuid('invitation_id'),
  returningLinkId: uuid('returning_link_id'),
  country: blankText('country'),
  city: blankText('city'),
  phone: blankText('phone'),
  instagramProfile: blankText('instagram_profile'),
  tiktokProfile: blankText('tiktok_profile'),
  noInstagram: flag('no_instagram'),
  noTikTok: flag('no_tiktok'),
  spotifyProfile: blankText('spotify_profile'),
  listenLink: blankText('listen_link'),
  primaryGenre: blankText('primary_genre'),
  subGenre: blankText('sub_genre'),
  earlyReleaseRequest: flag('early_release_request'),
  earlyReleaseReason: blankText('early_release_reason'),
  influences: blankText('influences'),
  bio: blankText('bio'),
  proNumber: blankText('pro_number'),
  publishingInterest: flag('publishing_interest'),
  distributor: blankText('distributor'),
  releaseStrategy: text('release_strategy'),
  fullReleaseDate: date('full_release_date'),
  artworkFileId: text('artwork_file_id'),
  artworkUrl: blankText('artwork_url'),
  additionalData: jsonb('additional_data').notNull().$type<Record<string, unknown>>().default({}),
  botScore: integer('bot_score'),
  pLineYear: integer('p_line_year'),
  pLineOwner: blankText('p_line_owner'),
  cLineYear: integer('c_line_year'),
  cLineOwner: blankText('c_line_owner'),
  labelName: blankText('label_name'),
  artworkContainsAi: text('artwork_contains_ai').$type<ContainsAi>(),
  aiVocals: flag('ai_vocals'),
  aiInstrumentation: flag('ai_instrumentation'),
  aiComposition: flag('ai_composition'),
  aiLyrics: flag('ai_lyrics'),
});

export const submissionTracks = pgTable('submission_tracks', {
  ...submissionRow(),
  ...formListItem(),
  title: requiredText('title'),
  fileId: text('file_id'),
  fileName: blankText('file_name'),
  releaseAsSingle: flag('release_as_single'),
  singleReleaseDate: date('single_release_date'),
  singleOrder: integer('single_order'),
  useCustomArtwork: flag('use_custom_artwork'),
  customArtworkFileId: text('custom_artwork_file_id'),
  socialClipsEnabled: flag('social_clips_enabled'),
  soloWork: flag('solo_work'),
  selfProduced: flag('self_produced'),
  selfWritten: flag('self_written'),
  hasMasterSplit: flag('has_master_split'),
  productionYear: integer('production_year'),
  parentalAdvisory: boolean('parental_advisory'),
  lyrics: blankText('lyrics'),
  /** The recording's ISRC: the artist's own, or assigned on approval. */
  isrc: text('isrc'),
  version: blankText('version'),
  lyricsLanguage: text('lyrics_language'),
  instrumental: flag('instrumental'),
  containsAi: text('contains_ai').$type<ContainsAi>(),
});

/** A row of a track's, deleted with the track. */
const trackRow = () => ({ id: generatedId(), trackId: ownedBy('track_id', () => submissionTracks.id) });

export const submissionCredits = pgTable('submission_credits', {
  ...trackRow(),
  kind: requiredText('kind'),
  ...formListItem(),
  contributorId: text('contributor_id'),
  firstName: blankText('first_name'),
  lastName: blankText('last_name'),
  email: blankText('email'),
  roles: text('roles').array().notNull().default([]),
  percentage: integer('percentage'),
});

export const submissionClips = pgTable('submission_clips', {
  ...trackRow(),
  ...formListItem(),
  startTime: requiredText('start_time'),
  endTime: requiredText('end_time'),
  description: blankText('description'),
});

export const submissionCatalogueItems = pgTable('submission_catalogue_items', {
  ...submissionRow(),
  ...formListItem(),
  type: requiredText('type'),
  title: blankText('title'),
  artist: blankText('artist'),
  image: blankText('image'),
  spotifyUrl: requiredText('spotify_url'),
  releaseDate: blankText('release_date'),
  /** The identifier a transferred item already has: a track's ISRC, an album's UPC. */
  isrc: text('isrc'),
  upc: text('upc'),
  details: jsonb('details').$type<Record<string, unknown>>(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: requiredText('scope'),
    key: requiredText('key'),
    requestHash: requiredText('request_hash'),
    status: requiredText('status').default('in_flight'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<unknown>(),
    createdAt: timestampNow('created_at'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
