import type { TrackCredits } from '@domain/credits';
import { emptyTrackCredits } from '@domain/credits';
import type { SocialClip } from '@domain/clips';
import type { CatalogueItemPayload } from '@wire';
import { emptyFieldValues } from '@domain/forms/field-values';
import { RELEASE_FIELDS, type ReleaseFields } from '@domain/release/release-fields';
import { TRACK_FIELDS, type TrackFields } from '@domain/tracks/track-fields';
import { defaultReleaseDate, type ReleaseStrategy, type ReleaseType, type UploadType } from '@domain/release';

export type UploadState = 'empty' | 'uploading' | 'uploaded' | 'failed';

/** A file picked in the wizard: its upload state and, once stored, the server's id and quality warnings. */
export interface FileSlot {
  state: UploadState;
  progress: number;
  error: string | null;
  fileId: string | null;
  fileName: string;
  url: string;
  warnings: string[];
  /** A failed upload that may go through if tried again (the network, not the file): the card offers Retry. */
  retryable: boolean;
}

export const EMPTY_FILE: FileSlot = {
  state: 'empty',
  progress: 0,
  error: null,
  fileId: null,
  fileName: '',
  url: '',
  warnings: [],
  retryable: false,
};

/** A track in the wizard: the declared track fields (domain/tracks) plus its picked files, clips and credits. */
export interface TrackDraft extends TrackFields {
  id: string;
  audio: FileSlot;
  customArtwork: FileSlot;
  socialClips: SocialClip[];
  credits: TrackCredits;
}

/** A catalogue item as the wizard holds it: the payload it sends, every field filled, with typed details. */
export interface CatalogueItem extends Required<
  Pick<CatalogueItemPayload, 'id' | 'type' | 'title' | 'artist' | 'image' | 'spotifyUrl' | 'releaseDate' | 'isrc' | 'upc'>
> {
  albumDetails?: {
    label: string;
    copyrights: string[];
    tracks: { trackNumber: number; title: string; duration: number; isrc: string }[];
    totalTracks: number;
    upc: string;
    releaseDate: string;
  };
  trackDetails?: { isrc: string; label: string; album: string; duration: number; upc: string; releaseDate: string };
}

export interface SpotifyConnection {
  name: string;
  image: string | null;
}

/**
 * The wizard's form: the declared release fields (domain/release), with the choices and dates it always holds a value
 * for, and the artist's answers and picked files.
 */
export interface SubmissionForm extends ReleaseFields {
  firstName: string;
  surname: string;
  email: string;
  phone: string;
  artistName: string;
  country: string;
  city: string;
  instagramProfile: string;
  tiktokProfile: string;
  noInstagram: boolean;
  noTikTok: boolean;
  hasSpotify: boolean;
  spotifyMode: 'search' | 'url';
  spotifyProfile: string;
  spotifyConnected: SpotifyConnection | null;
  listenLink: string;
  projectDescription: string;
  submissionIntent: 'submit-music' | 'keep-updated';
  uploadType: UploadType;
  releaseType: ReleaseType;
  releaseDate: string;
  /** The artist changed the release date; until then the default follows the calendar. */
  releaseDateChosen: boolean;
  releaseStrategy: ReleaseStrategy;
  fullReleaseDate: string;
  distributor: string;
  catalogueItems: CatalogueItem[];
  artwork: FileSlot;
  tracks: TrackDraft[];
  bio: string;
  influences: string;
  publishingInterest: boolean;
  proNumber: string;
  /** Invitation or returning-artist link the wizard was opened from. */
  invitationToken: string | null;
  returningToken: string | null;
  mondayItemId: string | null;
}

let counter = 0;
/** Client-side ids for list keys and clip ids; unique within the page. */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

export function emptyTrack(today: Date): TrackDraft {
  return {
    ...emptyFieldValues(TRACK_FIELDS),
    id: newId('track'),
    audio: EMPTY_FILE,
    customArtwork: EMPTY_FILE,
    socialClips: [],
    credits: emptyTrackCredits(today),
  };
}

export function emptyForm(today: Date): SubmissionForm {
  const releaseDate = defaultReleaseDate(today);
  return {
    ...emptyFieldValues(RELEASE_FIELDS),
    firstName: '',
    surname: '',
    email: '',
    phone: '',
    artistName: '',
    country: '',
    city: '',
    instagramProfile: '',
    tiktokProfile: '',
    noInstagram: false,
    noTikTok: false,
    hasSpotify: true,
    spotifyMode: 'search',
    spotifyProfile: '',
    spotifyConnected: null,
    listenLink: '',
    projectDescription: '',
    submissionIntent: 'submit-music',
    uploadType: 'new-music',
    releaseType: 'single',
    releaseDate,
    releaseDateChosen: false,
    releaseStrategy: 'together',
    fullReleaseDate: releaseDate,
    distributor: '',
    catalogueItems: [],
    artwork: EMPTY_FILE,
    tracks: [emptyTrack(today)],
    bio: '',
    influences: '',
    publishingInterest: false,
    proNumber: '',
    invitationToken: null,
    returningToken: null,
    mondayItemId: null,
  };
}

/** What survives a reload: the fields, never the files (an upload in flight or done is forgotten). */
export function persistableFields(form: SubmissionForm): SubmissionForm {
  return {
    ...form,
    artwork: EMPTY_FILE,
    tracks: form.tracks.map((t) => ({ ...t, audio: EMPTY_FILE, customArtwork: EMPTY_FILE })),
  };
}
