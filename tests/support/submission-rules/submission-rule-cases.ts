import { SPOTIFY_MESSAGES, CATALOGUE_MESSAGES, IDENTIFIER_MESSAGES } from '../../../domain/catalogue';
import { CLIP_MESSAGES } from '../../../domain/clips';
import { COMMON_MESSAGES } from '../../../domain/shared';
import { contributorCapMessage, CREDITS_MESSAGES } from '../../../domain/credits';
import { FORM_MESSAGES, SERVER_SUBMISSION_MESSAGES } from '../../../domain/forms';
import { TRACK_AUDIO_MESSAGES } from '../../../domain/forms/track-audio.rule';
import { AI_DISCLOSURE_MESSAGES, RELEASE_MESSAGES } from '../../../domain/release';

/** The day the cases are written against (the server tests' manual clock starts here). */
export const RULES_TODAY = new Date('2025-06-02T10:00:00Z');

export type CaseAudio = 'none' | 'other-session' | { seconds: number };

/**
 * One broken submission: changes to the valid wire form of `aSubmission` (top level, track 0, track 0's credits),
 * the field the refusal names and the domain's message. The API test posts it; the wizard test runs the same
 * validator per step.
 */
export interface SubmissionRuleCase {
  name: string;
  tracks?: number;
  singlesFirst?: boolean;
  form?: Record<string, unknown>;
  track?: Record<string, unknown>;
  credits?: Record<string, unknown>;
  /** Track 0's audio; every other track has a 120 s WAV of the form session. */
  audio?: CaseAudio;
  field: string;
  message: string;
}

const person = (i: number) => ({ id: `fa-x${i}`, firstName: 'Guest', surname: `No${i}`, email: '', roles: ['Guitar'] });
const catalogueItem = (spotifyUrl: string, title = 'Some Release') => ({
  id: 'cat-1',
  type: 'track',
  title,
  artist: 'Nova Lane',
  image: '',
  spotifyUrl,
  releaseDate: '2020-01-01',
  isrc: 'USRC17607839',
});

const songwriter = (percentage: number) => ({ id: 's', firstName: 'A', lastName: 'B', email: '', percentage });
const masterSplit = (email: string, percentage: number) => ({ id: 'm', firstName: 'F', lastName: 'L', email, percentage });

/** A case that changes only the top level of the form. */
function formCase(name: string, form: Record<string, unknown>, field: string, message: string): SubmissionRuleCase {
  return { name, form, field, message };
}

/** A case that leaves one top-level answer empty; `label` names the answer. */
function missingCase(label: string, field: string, message: string): SubmissionRuleCase {
  return formCase(`${label} missing`, { [field]: '' }, field, message);
}

/** A case that changes track 0's credits; `field` is named from within those credits. */
function creditsCase(name: string, credits: Record<string, unknown>, field: string, message: string): SubmissionRuleCase {
  return { name, credits, field: `tracks[0].credits.${field}`, message };
}

export const SUBMISSION_RULE_CASES: readonly SubmissionRuleCase[] = [
  missingCase('first name', 'firstName', COMMON_MESSAGES.firstNameRequired),
  missingCase('surname', 'surname', COMMON_MESSAGES.surnameRequired),
  missingCase('artist name', 'artistName', FORM_MESSAGES.step1Required),
  missingCase('country', 'country', FORM_MESSAGES.step1Required),
  formCase('city blank', { city: '  ' }, 'city', FORM_MESSAGES.step1Required),
  formCase('email invalid', { email: 'nova-at-example' }, 'email', FORM_MESSAGES.step1InvalidEmail),
  formCase(
    "Instagram without its host ('heldout')",
    { instagramProfile: 'heldout' },
    'instagramProfile',
    FORM_MESSAGES.includeHost('instagram.com'),
  ),
  formCase("Instagram '@name'", { instagramProfile: '@novalane' }, 'instagramProfile', FORM_MESSAGES.includeHost('instagram.com')),
  formCase(
    'Instagram javascript: link naming the host',
    { instagramProfile: 'javascript:alert(1)//instagram.com/x' },
    'instagramProfile',
    FORM_MESSAGES.includeHost('instagram.com'),
  ),
  formCase(
    'TikTok on another host',
    { tiktokProfile: 'https://example.com/@nova', noTikTok: false },
    'tiktokProfile',
    FORM_MESSAGES.includeHost('tiktok.com'),
  ),
  formCase(
    'Spotify profile javascript:alert(1)',
    { spotifyProfile: 'javascript:alert(1)' },
    'spotifyProfile',
    SPOTIFY_MESSAGES.artistUrlInvalid,
  ),
  formCase(
    'Spotify profile that is a track link',
    { spotifyProfile: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC' },
    'spotifyProfile',
    SPOTIFY_MESSAGES.artistUrlInvalid,
  ),
  formCase('listen link javascript:', { listenLink: 'javascript:alert(1)' }, 'listenLink', SERVER_SUBMISSION_MESSAGES.webLinkRequired),
  formCase('no tracks', { tracks: [] }, 'tracks', FORM_MESSAGES.atLeastOneTrack),
  {
    name: 'a Single over its cap',
    tracks: 3,
    form: { releaseType: 'single', releaseStrategy: 'together' },
    field: 'tracks',
    message: FORM_MESSAGES.tooManyTracks('Single', 2),
  },
  { name: 'blank track title', track: { title: ' ' }, field: 'tracks[0].title', message: FORM_MESSAGES.trackTitlesRequired },
  missingCase('release title', 'releaseTitle', FORM_MESSAGES.releaseTitleRequired),
  missingCase('primary genre', 'primaryGenre', FORM_MESSAGES.primaryGenreRequired),
  missingCase('artwork AI answer', 'artworkContainsAi', AI_DISCLOSURE_MESSAGES.artworkAnswerRequired),
  formCase('artwork AI answer null', { artworkContainsAi: null }, 'artworkContainsAi', AI_DISCLOSURE_MESSAGES.artworkAnswerRequired),
  {
    name: 'track AI answer missing',
    track: { containsAi: '' },
    field: 'tracks[0].containsAi',
    message: AI_DISCLOSURE_MESSAGES.trackAnswerRequired(1),
  },
  {
    name: 'track AI answer null',
    track: { containsAi: null },
    field: 'tracks[0].containsAi',
    message: AI_DISCLOSURE_MESSAGES.trackAnswerRequired(1),
  },
  {
    name: 'track AI used partly, no part ticked',
    track: { containsAi: 'Partly' },
    field: 'aiParts',
    message: AI_DISCLOSURE_MESSAGES.partsRequired,
  },
  formCase('no track AI, yet a part ticked', { aiVocals: true }, 'aiParts', AI_DISCLOSURE_MESSAGES.partsOnlyWhenPartly),
  formCase(
    "primary genre 'Klingon Opera'",
    { primaryGenre: 'Klingon Opera' },
    'primaryGenre',
    SERVER_SUBMISSION_MESSAGES.primaryGenreUnknown,
  ),
  missingCase('sub-genre', 'subGenre', FORM_MESSAGES.subGenreRequired),
  formCase('sub-genre of another genre', { subGenre: 'Bebop' }, 'subGenre', SERVER_SUBMISSION_MESSAGES.subGenreUnknown),
  missingCase('release date', 'releaseDate', RELEASE_MESSAGES.releaseDateRequired),
  formCase('release date in year 0', { releaseDate: '0000-01-01' }, 'releaseDate', RELEASE_MESSAGES.invalidDate),
  formCase('release date under 6 weeks', { releaseDate: '2025-06-20' }, 'releaseDate', RELEASE_MESSAGES.releaseDateTooSoon),
  formCase(
    'early release without a reason',
    { releaseDate: '2025-06-20', earlyReleaseRequest: true, earlyReleaseReason: '' },
    'earlyReleaseReason',
    RELEASE_MESSAGES.earlyReleaseReasonRequired,
  ),
  {
    name: 'single dated in the past',
    tracks: 2,
    singlesFirst: true,
    track: { singleReleaseDate: '2025-05-01' },
    field: 'tracks[0].singleReleaseDate',
    message: RELEASE_MESSAGES.singleDateInPast,
  },
  {
    name: 'full release date in the past',
    tracks: 2,
    singlesFirst: true,
    form: { fullReleaseDate: '2025-05-30' },
    field: 'fullReleaseDate',
    message: RELEASE_MESSAGES.fullReleaseDateInPast,
  },
  {
    name: 'full release (9 days) before its single (50 days)',
    tracks: 2,
    singlesFirst: true,
    form: { fullReleaseDate: '2025-06-11' },
    track: { singleReleaseDate: '2025-07-22' },
    field: 'fullReleaseDate',
    message: RELEASE_MESSAGES.fullReleaseBeforeSingle,
  },
  {
    name: 'new-music track without audio',
    audio: 'none',
    field: 'tracks[0].file',
    message: TRACK_AUDIO_MESSAGES.audioRequired(1, 'Track 1'),
  },
  {
    name: 'audio uploaded in another form session',
    audio: 'other-session',
    field: 'tracks[0].file',
    message: SERVER_SUBMISSION_MESSAGES.fileNotFound,
  },
  {
    name: "clip '00:00'-'1:75'",
    track: { socialClips: [{ id: 'c', startTime: '00:00', endTime: '1:75', description: '' }] },
    field: 'tracks[0].socialClips[0]',
    message: SERVER_SUBMISSION_MESSAGES.clipTimesRequired,
  },
  {
    name: 'clip of 10 s',
    track: { socialClips: [{ id: 'c', startTime: '00:00', endTime: '00:10', description: '' }] },
    field: 'tracks[0].socialClips[0]',
    message: CLIP_MESSAGES.invalidDuration,
  },
  {
    name: 'three clips',
    track: {
      socialClips: [
        ['00:00', '00:30'],
        ['00:40', '01:10'],
        ['01:20', '01:50'],
      ].map(([startTime, endTime], i) => ({ id: `c${i}`, startTime, endTime, description: '' })),
    },
    field: 'tracks[0].socialClips',
    message: SERVER_SUBMISSION_MESSAGES.tooManyClips,
  },
  {
    name: 'clip 01:00-01:30 on a 40 s track',
    audio: { seconds: 40 },
    track: { socialClips: [{ id: 'c', startTime: '01:00', endTime: '01:30', description: '' }] },
    field: 'tracks[0].socialClips[0]',
    message: SERVER_SUBMISSION_MESSAGES.clipBeyondTrack(90, 40),
  },
  formCase(
    'transfer without releases',
    { uploadType: 'transfer', catalogueItems: [] },
    'catalogueItems',
    CATALOGUE_MESSAGES.atLeastOneRelease,
  ),
  formCase(
    'catalogue link that is no Spotify track or album',
    { uploadType: 'transfer', catalogueItems: [catalogueItem('https://example.com/track/1')] },
    'catalogueItems[0].spotifyUrl',
    CATALOGUE_MESSAGES.urlInvalid,
  ),
  formCase(
    'catalogue link javascript:',
    { uploadType: 'transfer', catalogueItems: [catalogueItem('javascript:alert(1)')] },
    'catalogueItems[0].spotifyUrl',
    CATALOGUE_MESSAGES.urlInvalid,
  ),
  formCase(
    'the same catalogue release twice, under two forms of its link',
    {
      uploadType: 'transfer',
      catalogueItems: [
        catalogueItem('https://open.spotify.com/track/SameTrack000000000000A'),
        catalogueItem('https://open.spotify.com/intl-de/track/SameTrack000000000000A?si=abc'),
      ],
    },
    'catalogueItems[1].spotifyUrl',
    CATALOGUE_MESSAGES.alreadyAdded,
  ),
  formCase(
    'transferred track without the ISRC it already has',
    { uploadType: 'transfer', catalogueItems: [{ ...catalogueItem('https://open.spotify.com/track/KeepsIsrc000000000000A'), isrc: ' ' }] },
    'catalogueItems[0].isrc',
    IDENTIFIER_MESSAGES.transferIsrcRequired,
  ),
  formCase(
    'transferred track with a malformed ISRC',
    {
      uploadType: 'both',
      catalogueItems: [{ ...catalogueItem('https://open.spotify.com/track/KeepsIsrc000000000000B'), isrc: 'US-RC1-76' }],
    },
    'catalogueItems[0].isrc',
    IDENTIFIER_MESSAGES.isrcInvalid,
  ),
  formCase(
    'transferred album with a UPC whose check digit is wrong',
    {
      uploadType: 'transfer',
      catalogueItems: [
        { ...catalogueItem('https://open.spotify.com/album/KeepsUpc0000000000000A'), type: 'album', isrc: null, upc: '036000291453' },
      ],
    },
    'catalogueItems[0].upc',
    IDENTIFIER_MESSAGES.upcCheckDigit,
  ),
  formCase(
    'transferred album without its UPC',
    {
      uploadType: 'transfer',
      catalogueItems: [{ ...catalogueItem('https://open.spotify.com/album/KeepsUpc0000000000000B'), type: 'album', isrc: null }],
    },
    'catalogueItems[0].upc',
    IDENTIFIER_MESSAGES.transferUpcRequired,
  ),
  {
    name: 'malformed own ISRC of a track',
    track: { isrc: 'GB-A1B-25' },
    field: 'tracks[0].isrc',
    message: IDENTIFIER_MESSAGES.isrcInvalid,
  },
  formCase(
    'catalogue track the catalogue does not know',
    { uploadType: 'transfer', catalogueItems: [catalogueItem('https://open.spotify.com/track/NoSuchTrack0000000000', '')] },
    'catalogueItems[0].spotifyUrl',
    SERVER_SUBMISSION_MESSAGES.catalogueItemNotFound,
  ),
  creditsCase('songwriters over 100%', { songwriters: [songwriter(120)] }, 'songwriters', CREDITS_MESSAGES.overHundred),
  creditsCase('songwriters under 100%', { songwriters: [songwriter(70)] }, 'songwriters', CREDITS_MESSAGES.needMore(30)),
  creditsCase('songwriters at 0%', { songwriters: [songwriter(0)] }, 'songwriters', CREDITS_MESSAGES.enterPercentages),
  creditsCase(
    'songwriter percentage below 0',
    { songwriters: [songwriter(-10), { id: 't', firstName: 'C', lastName: 'D', email: '', percentage: 110 }] },
    'songwriters[0].percentage',
    CREDITS_MESSAGES.invalidPercentage,
  ),
  creditsCase(
    'songwriter without last name',
    { songwriters: [{ ...songwriter(100), lastName: '' }] },
    'songwriters[0].lastName',
    CREDITS_MESSAGES.lastNameRequired,
  ),
  creditsCase(
    'producer without first name',
    { producers: [{ id: 'p', firstName: '', surname: 'Q', email: '' }] },
    'producers[0].firstName',
    COMMON_MESSAGES.firstNameRequired,
  ),
  creditsCase(
    'featured artist without surname',
    { featuredArtists: [{ id: 'f', firstName: 'F', surname: '', email: '', roles: [] }] },
    'featuredArtists[0].surname',
    COMMON_MESSAGES.surnameRequired,
  ),
  creditsCase(
    'contributor email invalid',
    { producers: [{ id: 'p', firstName: 'P', surname: 'Q', email: 'nope' }] },
    'producers[0].email',
    COMMON_MESSAGES.invalidEmail,
  ),
  creditsCase(
    '11 featured artists',
    { featuredArtists: Array.from({ length: 11 }, (_, i) => person(i)) },
    'featuredArtists',
    contributorCapMessage('featuredArtists'),
  ),
  creditsCase(
    'master splits total 90%',
    { masterSplits: [masterSplit('f@example.com', 90)] },
    'masterSplits',
    CREDITS_MESSAGES.masterSplitTotal,
  ),
  creditsCase(
    'master split new person without email',
    { masterSplits: [masterSplit('', 100)] },
    'masterSplits[0]',
    CREDITS_MESSAGES.masterSplitNewPerson,
  ),
  creditsCase('production year 1899', { productionYear: 1899 }, 'productionYear', CREDITS_MESSAGES.productionYearRange(2025)),
  creditsCase('production year missing', { productionYear: null }, 'productionYear', CREDITS_MESSAGES.productionYearRequired),
  creditsCase('parental advisory not chosen', { parentalAdvisory: null }, 'parentalAdvisory', CREDITS_MESSAGES.parentalAdvisoryRequired),
];

/** The wire form of a case: `formData` of aSubmission with the case's changes applied. */
export function applyCase<F extends { tracks: { credits?: object }[] }>(formData: F, c: SubmissionRuleCase): F {
  const form = { ...formData, ...c.form } as F;
  if (!c.track && !c.credits) return form;
  const [first, ...rest] = form.tracks;
  const credits = { ...first.credits, ...c.credits };
  // The cases send what the wire type forbids on purpose: the API must refuse it.
  return { ...form, tracks: [{ ...first, ...c.track, credits }, ...rest] } as F;
}
