import type { TrackCredits } from '../domain/credits';
import type { ReleaseFields } from '../domain/release/release-fields';
import type { TrackFields } from '../domain/tracks';
import type { BotFields } from './waiting-list.wire';

/** Track credits as the API takes them: every field may be absent (the credits rules name what is missing). */
export type TrackCreditsPayload = {
  [K in keyof TrackCredits]?: TrackCredits[K] extends readonly (infer Item)[]
    ? Item extends object
      ? Partial<Item>[]
      : Item[]
    : TrackCredits[K];
};

/** A catalogue item of a transfer (public flow §3), with the metadata the catalogue returned. */
export interface CatalogueItemPayload {
  id?: string;
  type?: 'track' | 'album';
  title?: string;
  artist?: string;
  image?: string;
  spotifyUrl?: string;
  releaseDate?: string;
  /** A track item's own ISRC (required on a transfer). */
  isrc?: string | null;
  /** An album item's own UPC or EAN (required on a transfer). */
  upc?: string | null;
  albumDetails?: Record<string, unknown>;
  trackDetails?: Record<string, unknown>;
}

export interface SocialClipPayload {
  id?: string;
  /** mm:ss */
  startTime?: string;
  endTime?: string;
  description?: string;
}

/** A declared concept's fields on the wire: any may be absent while a draft is in progress (the rules name it). */
export type WireFields<T> = { [K in keyof T]?: T[K] };

/** public flow §3 Track: the declared track fields (domain/tracks), the upload ids, clips and credits. */
export interface TrackPayload extends WireFields<TrackFields> {
  id?: string;
  fileId?: string;
  fileName?: string;
  customArtworkFileId?: string;
  socialClips?: SocialClipPayload[];
  credits?: TrackCreditsPayload;
}

/**
 * public flow §3 Submission form: the declared release fields (domain/release), the artist's own, the catalogue,
 * files and tracks, plus invitationToken / mondayItemId in invitation mode and returningToken.
 */
export interface SubmissionFormPayload extends WireFields<ReleaseFields> {
  firstName?: string;
  surname?: string;
  email?: string;
  artistName?: string;
  country?: string;
  city?: string;
  instagramProfile?: string;
  tiktokProfile?: string;
  noInstagram?: boolean;
  noTikTok?: boolean;
  spotifyProfile?: string;
  phone?: string;
  listenLink?: string;
  submissionIntent?: string;
  uploadType?: 'new-music' | 'transfer' | 'both';
  influences?: string;
  bio?: string;
  proNumber?: string;
  publishingAdministrationInterest?: boolean;
  distributor?: string;
  catalogueItems?: CatalogueItemPayload[];
  /** The upload id of the main artwork. */
  artworkFileId?: string;
  tracks?: TrackPayload[];
  invitationToken?: string;
  mondayItemId?: string;
  returningToken?: string;
}

/** POST /api/monday/create-item from the wizard (header Idempotency-Key). */
export interface CreateItemRequest extends BotFields {
  /** 'artist - release title' */
  itemName?: string;
  formData: SubmissionFormPayload;
}

/**
 * A board test item (staff): POST /api/monday/create-item with columnValues instead of formData, or
 * POST /api/test-dashboard/create-item.
 */
export interface TestItemRequest {
  itemName?: string;
  /** Lower-case column id → short text, number, boolean or null. */
  columnValues: Record<string, string | number | boolean | null>;
}

export interface CreateItemResponse {
  success: true;
  data: {
    itemId: string;
    submissionId: string;
    boardItemId: string | null;
    /** 'queued': the board item will be created by the worker; 'updating': the invited artist's item is updated. */
    board: 'queued' | 'updating';
  };
}

export interface TestItemResponse {
  success: true;
  data: { itemId: string };
}

/** POST /api/background/process-social-clips */
export interface SocialClipsRequest {
  tracksWithClips: { title?: string; artistName?: string; fileId: string; fileName?: string; socialClips: SocialClipPayload[] }[];
  artistName?: string;
  mondayItemId?: string;
  /** The signed form session the tracks were uploaded with: only their owner may have clips cut. */
  sessionId?: string;
}

export interface SocialClipsResponse {
  success: true;
  /** One durable job per clip. */
  jobs: number;
}
