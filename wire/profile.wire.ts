import type { TakedownReach } from '../domain/release/target-delivery';
import type { SignatureStatus } from '../domain/agreement';
import type { ArtistProfile, ArtistProfileFields } from '../domain/profile';
import type { ReleaseDetailsView } from '../domain/release';
import type { PinnedFieldRef } from '../domain/review-pins';
import type { StatusBanner } from '../domain/status';
import type { CreateItemRequest } from './submissions.wire';

export type { ReleaseDetailsView };

/** GET/PUT /api/profile and POST /api/profile/picture: the signed-in artist's profile. */
export interface ProfileView extends ArtistProfile {
  /** The artist's code (the sign-in ID). */
  artistId: string;
  profileCompletion: number;
  agreementStatus: SignatureStatus | null;
}

export interface ProfileResponse {
  success: true;
  profile: ProfileView;
}

/** PUT /api/profile: absent fields are left unchanged. */
export type UpdateProfileRequest = Partial<ArtistProfileFields>;

/** One submission card of the artist's dashboard (artist-portal §3 Submission). */
export interface SubmissionCard {
  id: string;
  boardItemId: string | null;
  title: string;
  releaseTitle: string;
  releaseType: string | null;
  releaseTypeLabel: string;
  status: string;
  statusColour: string;
  releaseDate: string | null;
  releaseDateLabel: string;
  createdAt: string;
  submittedDateLabel: string;
  artworkUrl: string | null;
  path: string;
}

/** A media file of a submission ('Track n' or 'Artwork'), opened at /api/files/{fileId} when it has one. */
export interface SubmissionMediaFile {
  label: string;
  fileName: string;
  fileId: string | null;
}

export interface SubmissionDetail extends SubmissionCard {
  banner: StatusBanner;
  mediaFiles: SubmissionMediaFile[];
  /** The latest note staff left with a status change, if any. */
  reviewNote: { note: string; status: string; at: string } | null;
  /** Every status change and label copy correction, oldest first, each status with its note. Internal staff comments are never here. */
  timeline: SubmissionTimelineEntry[];
  /** While changes are requested: the notes staff pinned to fields, in the release's order of fields. */
  pinnedNotes: PinnedNoteView[];
  /** When the release was delivered to the stores ('Sent to stores'); null until then. */
  sentToStoresAt: string | null;
  /** Each store's state in the artist's words ('Streamwave: Sent', 'Removed from Streamwave'); empty before delivery. */
  stores: string[];
  /** The reason staff gave for taking the release down (newest takedown), when they let the artist read it; null otherwise. */
  takedownReason: string | null;
  /** Whether the release was taken down (or is on its way down) from no store, some stores, or every store. */
  takenDown: TakedownReach;
  /** The release's store identifiers once approval assigned them (approved or live); null before. */
  identifiers: ReleaseIdentifiersView | null;
  /** What the artist said of generative AI, in plain words ('Not asked …' for a release sent before the question). */
  aiDisclosure: string;
}

/** The UPC of a release and the ISRC of each track, as the artist reads them. */
export interface ReleaseIdentifiersView {
  upc: string | null;
  /** In track order; each ISRC in display form (`GB-A1B-26-00001`), null while none is set. */
  tracks: { position: number; title: string; isrc: string | null }[];
}

/** A staff note pinned to one field ('tracks[0].title'), with the field's name in words ('Track 1 title'). */
export interface PinnedNoteView {
  field: PinnedFieldRef;
  label: string;
  note: string;
  /** The field's value as sent (the artist's own submission page only): the note shows until the value differs. */
  sentValue?: string;
  /** The artist's answer that the field is right as it is (absent until given). */
  answer?: PinAnswerView;
}

export interface PinAnswerView {
  text: string;
  /** ISO timestamp */
  at: string;
}

/** PUT /api/profile/submissions/:id/pins/:field/answer */
export interface PinAnswerRequest {
  answer: string;
}

export interface PinAnswerResponse {
  success: true;
  answer: PinAnswerView;
}

export interface SubmissionTimelineEntry {
  status: string;
  statusColour: string;
  at: string;
  /** The staff member's name, or 'You' for the artist's own resubmission. */
  by: string;
  note: string | null;
  version: number;
  /** A staff correction of the label copy in words ('Staff corrected ℗ line: "2025 Old" → "2026 New"'); null for a status change. */
  correction: string | null;
}

/** POST /api/profile/submissions/:id/resubmit: the wizard's answers, as sent to create-item. */
export type ResubmitRequest = Pick<CreateItemRequest, 'itemName' | 'formData'>;

export interface ResubmitResponse {
  success: true;
  version: number;
  /** 'Pending' */
  status: string;
}

/** GET /api/profile/submissions */
export interface SubmissionsResponse {
  success: true;
  submissions: SubmissionCard[];
}

/** GET /api/profile/submissions/:id */
export interface SubmissionResponse {
  success: true;
  submission: SubmissionDetail;
  message: null;
}

/** PUT /api/release-details/:id: absent fields are left unchanged. */
export interface ReleaseDetailsRequest {
  releaseTitle?: string;
  releaseType?: string;
  releaseDate?: string;
  primaryGenre?: string;
  trackTitles?: { position: number; title: string }[];
}

/** GET and PUT /api/release-details/:id */
export interface ReleaseDetailsResponse {
  success: true;
  release: ReleaseDetailsView;
}
