import type { ChosenCatalogueItem } from '../../domain/catalogue/catalogue-item';
import type { TransferIdentifiers } from '../../domain/catalogue/transfer-identifiers';
import type { TrackCredits } from '../../domain/credits';
import type { ReleaseFields } from '../../domain/release/release-fields';
import type { TrackFields } from '../../domain/tracks';

export interface StoredClip {
  clientId: string;
  startTime: string;
  endTime: string;
  description: string;
}

/** A stored track: the declared track fields (domain/tracks) plus its files, clips and credits. */
export interface StoredTrack extends TrackFields {
  clientId: string;
  fileId: string | null;
  fileName: string;
  customArtworkFileId: string | null;
  socialClips: StoredClip[];
  credits: TrackCredits;
}

export interface StoredCatalogueItem extends ChosenCatalogueItem, TransferIdentifiers {
  releaseDate: string;
  details: Record<string, unknown> | null;
}

/** A public submission as stored (public flow §3): the declared release fields, the artist's, tracks and catalogue in order. */
export interface SubmissionDraft extends ReleaseFields {
  artistId: string | null;
  source: 'open' | 'invitation' | 'returning';
  itemName: string;
  formSessionId: string | null;
  invitationId: string | null;
  returningLinkId: string | null;
  /** Set at once for an invitation (the invited artist's existing item), else by the board job. */
  boardItemId: string | null;
  botScore: number | null;
  firstName: string;
  surname: string;
  email: string;
  artistName: string;
  country: string;
  city: string;
  phone: string;
  instagramProfile: string;
  tiktokProfile: string;
  noInstagram: boolean;
  noTikTok: boolean;
  spotifyProfile: string;
  listenLink: string;
  uploadType: 'new-music' | 'transfer' | 'both';
  influences: string;
  bio: string;
  proNumber: string;
  publishingInterest: boolean;
  distributor: string;
  artworkFileId: string | null;
  artworkUrl: string;
  additionalData: { mainFolderUrl: string; audioUrls: string[]; imageUrls: string[]; transferUrls: string[] };
  tracks: StoredTrack[];
  catalogueItems: StoredCatalogueItem[];
}

export interface StoredSubmission extends SubmissionDraft {
  id: string;
  status: string;
  createdAt: Date;
}

export interface SubmissionRepository {
  /** Writes the submission and all its children (call inside a unit of work). */
  create(draft: SubmissionDraft): Promise<{ id: string }>;
  find(id: string): Promise<StoredSubmission | undefined>;
  setBoardItemId(id: string, boardItemId: string): Promise<void>;
  /** Accepted submissions of an artist (for issuing a returning link after the first). */
  countForArtist(artistId: string): Promise<number>;
  /** Which of these audio upload ids are tracks of a stored submission. */
  findTracksByFileIds(fileIds: readonly string[]): Promise<{ fileId: string; submissionId: string; title: string }[]>;
}
export const SUBMISSION_REPOSITORY = Symbol('SubmissionRepository');
