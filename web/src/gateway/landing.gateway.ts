import type { InvitationValidationResponse, ReturningDetailsResponse, ReturningValidationResponse } from '@wire';
import { type HttpClient, requestJson } from './http-client';

/** Invitation and returning-artist links (public flow §2.7, §7); an unusable token answers 404 (ApiError). */
export interface LandingGateway {
  validateInvitation(token: string): Promise<InvitationValidationResponse>;
  validateReturning(token: string): Promise<ReturningValidationResponse>;
  returningDetails(token: string): Promise<ReturningDetailsResponse>;
}

export function createLandingGateway(http: HttpClient): LandingGateway {
  const path = (prefix: string, token: string) => `${prefix}/${encodeURIComponent(token)}`;
  return {
    validateInvitation: (token) => requestJson(http, path('invitation/validate', token)),
    validateReturning: (token) => requestJson(http, path('returning-artist/validate', token)),
    returningDetails: (token) => requestJson(http, path('returning-artist/details', token)),
  };
}
