/** POST /api/artist-invitations/create (staff). */
export interface CreateInvitationRequest {
  artistName?: string;
  firstName?: string;
  surname?: string;
  email?: string;
  invitationReason?: string;
}

export interface CreateInvitationResponse {
  success: true;
  /** The board item comes later, from a background job. */
  mondayItemId: null;
  invitationId: string;
  artistName: string;
  email: string;
  artistCode: string;
  expiresAt: string;
  message: string;
  /** True when the email already belonged to an artist: their code is kept and `warning` says so. */
  existingArtist: boolean;
  warning?: string;
  nextSteps: string[];
}

/** The wizard's prefill from an invitation (empty strings for what the invitation does not know). */
export interface InvitationPrefill {
  firstName: string;
  surname: string;
  email: string;
  artistName: string;
  instagramProfile: string;
  tiktokProfile: string;
  spotifyProfile: string;
  country: string;
  city: string;
  listenLink: string;
}

/** GET /api/invitation/validate/:token (public flow §3 Invitation validation result). */
export interface InvitationValidationResponse {
  success: true;
  valid: true;
  artistName: string;
  mondayItemId: string | null;
  boardType: 'invitation';
  firstName: string;
  surname: string;
  email: string;
  expiresAt: string;
  prefillData: InvitationPrefill;
}

/** GET /api/invitation/details/:token */
export interface InvitationDetailsResponse extends InvitationValidationResponse {
  artistCode: string;
  invitationReason: string;
}

/** GET /api/returning-artist/validate/:token */
export interface ReturningValidationResponse {
  success: true;
  isValid: true;
  artistName: string;
  artistEmail: string;
  /** How often this link was used to submit. */
  usageCount: number;
  /** Every submission the artist has made so far (by any link, or signed in). */
  previousSubmissions: number;
  expiresAt: string;
}

/** GET /api/returning-artist/details/:token */
export interface ReturningDetailsResponse extends ReturningValidationResponse {
  artistDetails: {
    firstName: string;
    surname: string;
    email: string;
    artistName: string;
    lastUsed: string | null;
    usageCount: number;
    expiresAt: string;
  };
}
