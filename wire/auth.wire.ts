/** POST /api/auth/artist/login */
export interface ArtistSignInRequest {
  artistId: string;
  invitationCode: string;
  /** Answer with the session token instead of setting the cookie (scripts and tests). */
  issueBearerToken?: boolean;
}

/** POST /api/auth/staff/login */
export interface StaffSignInRequest {
  email: string;
  password: string;
  issueBearerToken?: boolean;
}

export type Role = 'artist' | 'staff';

/** The signed-in person (GET /api/me and every sign-in answer). */
export interface SessionPrincipal {
  role: Role;
  userId: string;
  email: string;
  name: string;
  /** The artist's code (artists only). */
  artistId?: string;
  artistName?: string;
  picture?: string | null;
}

export interface SignInResponse {
  success: true;
  expiresAt: string;
  /** Only when issueBearerToken was asked for. */
  token?: string;
  user: SessionPrincipal;
}

export interface MeResponse {
  success: true;
  user: SessionPrincipal;
}

export interface SignOutResponse {
  success: true;
  message: string;
}

/** POST /api/auth/artist/lost-code */
export interface LostCodeRequest {
  /** The address the invitation was sent to. */
  email: string;
}

/** The same answer for known and unknown addresses. */
export interface LostCodeResponse {
  success: true;
  message: string;
}
