import type { ArtistProfile } from '../../../domain/profile';

export type Role = 'artist' | 'staff';

/** The signed-in caller as GET /api/me describes it. */
export interface SessionPrincipal {
  role: Role;
  userId?: string;
  name?: string | null;
  artistName?: string | null;
  email?: string | null;
  picture?: string | null;
}

export type Profile = ArtistProfile & { profileCompletion?: number };

/** One submission of the artist's dashboard (artist-portal §3 Submission). */
export interface PortalSubmission {
  id: string;
  boardItemId?: string | null;
  releaseTitle: string | null;
  releaseType: string | null;
  releaseDate: string | null;
  status: string;
  artworkUrl?: string | null;
  catalogueImage?: string | null;
  transferMetadata?: { releases?: { artworkUrl?: string | null }[] } | null;
  catalogueItems?: { image?: string | null }[] | null;
  createdAt: string;
}

/** A media file of a submission: 'Track n' or 'Artwork', opened through the API's authorised file URL. */
export interface MediaFile {
  label: string;
  fileName: string;
  fileId?: string | null;
  url?: string | null;
}

export interface PortalSubmissionDetail extends PortalSubmission {
  mediaLinks?: string[];
  mediaFiles?: MediaFile[];
  staffNote?: string | null;
  reviewNote?: { note: string; status: string; at: string } | null;
  /** Every status change, oldest first, each with the note written for it. */
  timeline?: { status: string; statusColour: string; at: string; by: string; note: string | null; version: number }[];
  tracks?: { title: string }[];
  earlyReleaseRequest?: boolean;
  earlyReleaseReason?: string | null;
  primaryGenre?: string | null;
  subGenre?: string | null;
}
