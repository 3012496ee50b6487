/** Review-desk list row (staff). */
export interface ReviewRow {
  id: string;
  status: string;
  releaseTitle: string | null;
  releaseType: string | null;
  releaseDate: string | null;
  artistName: string;
  email: string;
  uploadType?: string | null;
  primaryGenre?: string | null;
  createdAt: string;
  /** Days waiting against the review promise (5–7, or 7–10 for the waiting list). */
  age?: { days: number; promise: { min: number; max: number }; standing: 'on-track' | 'due' | 'overdue' | 'decided' };
  assignedTo?: { id: string; name: string } | null;
  version?: number;
}

export interface ReviewPage {
  items: ReviewRow[];
  /** Keyset cursor of the next page; null on the last. */
  nextCursor: string | null;
}

export interface ReviewQuery {
  status?: string;
  search?: string;
  from?: string;
  to?: string;
  minAgeDays?: string;
  releaseFrom?: string;
  releaseTo?: string;
  sort?: 'newest' | 'oldest' | 'release-date';
  assignedTo?: string;
  cursor?: string | null;
  limit?: number;
}

export interface ReviewTrack {
  id?: string;
  position?: number;
  title: string;
  fileName?: string | null;
  url?: string | null;
  quality?: QualityReport | null;
  credits?: Record<string, unknown> | null;
}

/** The server's quality report of one stored file (warnings only; it never refuses a file). */
export interface QualityReport {
  kind: 'audio' | 'artwork';
  /** Audio: sampleRate, bitDepth, channels, durationSeconds, clippedSamples...; artwork: width, height, colourSpace. */
  facts: Record<string, string | number | boolean | null>;
  warnings: string[];
}

export interface ReviewNote {
  fromStatus: string;
  toStatus: string;
  note: string | null;
  changedBy: string;
  createdAt: string;
  /** 'artist' for a resubmission (never undone from the desk). */
  actor?: 'staff' | 'artist';
}

export interface ReviewDetail extends ReviewRow {
  firstName?: string | null;
  surname?: string | null;
  country?: string | null;
  city?: string | null;
  subGenre?: string | null;
  artworkUrl?: string | null;
  artworkQuality?: QualityReport | null;
  tracks: ReviewTrack[];
  catalogueItems: { id?: string; type?: string; title?: string; artist?: string; image?: string | null; spotifyUrl?: string | null }[];
  board?: { itemId?: string | null; state?: string | null; lastError?: string | null; attempts?: number | null; syncedAt?: string | null } | null;
  reviews: ReviewNote[];
  allowedNext?: string[];
  comments: { id: string; staffName: string; body: string; createdAt: string }[];
  versions: { version: number; createdAt: string }[];
  changes: { field: string; before: string; after: string }[];
  metadataWarnings: { ruleId: string; field: string; message: string; source: string }[];
}

export interface WaitingEntry {
  id: string;
  firstName: string;
  surname: string;
  artistName: string;
  email: string;
  country?: string | null;
  city?: string | null;
  listenLink?: string | null;
  projectDescription?: string | null;
  /** Staff already invited this person (an artist with this email exists). */
  invited?: boolean;
  createdAt: string;
}

export interface OutboxMail {
  id: string;
  to: string;
  from?: string;
  subject: string;
  text: string;
  category?: string | null;
  status?: string;
  createdAt: string;
}

export interface InvitationInput {
  artistName: string;
  firstName: string;
  surname: string;
  email: string;
  invitationReason?: string;
}

export interface InvitationResult {
  success: boolean;
  mondayItemId?: string | null;
  artistName?: string;
  email?: string;
  message?: string;
  nextSteps?: string[] | string;
  invitationUrl?: string;
  link?: string;
  artistCode?: string;
  invitationId?: string;
  expiresAt?: string;
}
