import { type HttpClient, requestJson } from './http-client';

export interface InvitationPrefill {
  firstName?: string;
  surname?: string;
  email?: string;
  artistName?: string;
  instagramProfile?: string;
  tiktokProfile?: string;
  spotifyProfile?: string;
  country?: string;
  city?: string;
  listenLink?: string;
}

export interface InvitationValidation {
  success: boolean;
  valid: boolean;
  error?: string;
  artistName?: string;
  mondayItemId?: string | null;
  firstName?: string;
  surname?: string;
  email?: string;
  prefillData?: InvitationPrefill;
}

export interface ReturningValidation {
  success: boolean;
  isValid: boolean;
  error?: string;
  artistName?: string;
  artistEmail?: string;
  usageCount?: number;
  expiresAt?: string;
}

export interface ReturningDetails {
  success: boolean;
  artistDetails?: { firstName?: string; surname?: string; lastUsed?: string | null; country?: string; city?: string; artistName?: string; email?: string };
  error?: string;
}

/** Invitation and returning-artist links (public flow §2.7, §7). */
export interface LandingGateway {
  validateInvitation(token: string): Promise<InvitationValidation>;
  validateReturning(token: string): Promise<ReturningValidation>;
  returningDetails(token: string): Promise<ReturningDetails>;
}

export function createLandingGateway(http: HttpClient): LandingGateway {
  const path = (prefix: string, token: string) => `${prefix}/${encodeURIComponent(token)}`;
  return {
    validateInvitation: (token) => requestJson(http, path('invitation/validate', token)),
    validateReturning: (token) => requestJson(http, path('returning-artist/validate', token)),
    returningDetails: (token) => requestJson(http, path('returning-artist/details', token)),
  };
}
