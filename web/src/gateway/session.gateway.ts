import type {
  ArtistSignInRequest,
  LostCodeRequest,
  LostCodeResponse,
  MeResponse,
  SessionPrincipal,
  SignInResponse,
  StaffSignInRequest,
} from '@wire';
import { ApiError } from './api-error';
import { READ_PATHS } from './read-paths';
import { type HttpClient, requestJson } from './http-client';

export interface SessionGateway {
  /** The signed-in caller, or null when there is no session. */
  me(): Promise<SessionPrincipal | null>;
  signInArtist(artistId: string, invitationCode: string): Promise<SessionPrincipal>;
  signInStaff(email: string, password: string): Promise<SessionPrincipal>;
  signOut(): Promise<void>;
  /** 'Lost your code?': the server answers the same for any address; resolves with that answer. */
  requestNewCode(email: string): Promise<string>;
}

export function createSessionGateway(http: HttpClient): SessionGateway {
  const signIn = async (path: string, json: ArtistSignInRequest | StaffSignInRequest) =>
    (await requestJson<SignInResponse>(http, path, { method: 'post', json })).user;
  return {
    async me() {
      try {
        return (await requestJson<MeResponse>(http, READ_PATHS.me)).user;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    signInArtist: (artistId, invitationCode) => signIn('auth/artist/login', { artistId, invitationCode }),
    signInStaff: (email, password) => signIn('auth/staff/login', { email, password }),
    async signOut() {
      await requestJson<unknown>(http, 'auth/logout', { method: 'post', json: {} });
    },
    async requestNewCode(email) {
      const json: LostCodeRequest = { email };
      return (await requestJson<LostCodeResponse>(http, 'auth/artist/lost-code', { method: 'post', json })).message;
    },
  };
}
