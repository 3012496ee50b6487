import { ApiError } from './api-error';
import { type HttpClient, requestJson } from './http-client';
import type { SessionPrincipal } from './portal.types';

export interface SessionGateway {
  /** The signed-in caller, or null when there is no session. */
  me(): Promise<SessionPrincipal | null>;
  signInArtist(artistId: string, invitationCode: string): Promise<SessionPrincipal>;
  signInStaff(email: string, password: string): Promise<SessionPrincipal>;
  signOut(): Promise<void>;
}

interface MeAnswer {
  user?: SessionPrincipal;
  principal?: SessionPrincipal;
  role?: SessionPrincipal['role'];
  id?: string;
}

/** Accepts `{user}`, `{principal}` or the principal itself. */
function principalOf(body: MeAnswer & Partial<SessionPrincipal>): SessionPrincipal {
  if (body.user) return body.user;
  if (body.principal) return body.principal;
  return body as SessionPrincipal;
}

export function createSessionGateway(http: HttpClient): SessionGateway {
  return {
    async me() {
      try {
        return principalOf(await requestJson<MeAnswer>(http, 'me'));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    async signInArtist(artistId, invitationCode) {
      return principalOf(await requestJson<MeAnswer>(http, 'auth/artist/login', { method: 'post', json: { artistId, invitationCode } }));
    },
    async signInStaff(email, password) {
      return principalOf(await requestJson<MeAnswer>(http, 'auth/staff/login', { method: 'post', json: { email, password } }));
    },
    async signOut() {
      await requestJson<unknown>(http, 'auth/logout', { method: 'post', json: {} });
    },
  };
}
