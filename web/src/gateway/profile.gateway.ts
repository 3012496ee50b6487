import type { ReleaseDetailsView } from '../../../domain/release';
import { type HttpClient, requestJson } from './http-client';
import type { PortalSubmission, PortalSubmissionDetail, Profile } from './portal.types';

export type ProfileChanges = Partial<Omit<Profile, 'userId' | 'email' | 'picture' | 'status' | 'profileCompleted' | 'submissionCount' | 'hasSignedContract' | 'contractSignatureId' | 'profileCompletion'>>;

export type { ReleaseDetailsView };

export interface ReleaseDetailsChanges {
  releaseTitle: string;
  releaseType: string;
  releaseDate: string;
  primaryGenre: string;
  trackTitles: { position: number; title: string }[];
}

export interface ProfileGateway {
  profile(): Promise<Profile>;
  updateProfile(changes: ProfileChanges): Promise<Profile>;
  uploadPicture(file: File): Promise<Profile>;
  submissions(): Promise<PortalSubmission[]>;
  submission(id: string): Promise<PortalSubmissionDetail>;
  releaseDetails(id: string): Promise<ReleaseDetailsView>;
  saveReleaseDetails(id: string, changes: ReleaseDetailsChanges): Promise<ReleaseDetailsView>;
}

export function createProfileGateway(http: HttpClient): ProfileGateway {
  return {
    async profile() {
      return (await requestJson<{ profile: Profile }>(http, 'profile')).profile;
    },
    async updateProfile(changes) {
      return (await requestJson<{ profile: Profile }>(http, 'profile', { method: 'put', json: changes })).profile;
    },
    async uploadPicture(file) {
      const body = new FormData();
      body.append('picture', file);
      return (await requestJson<{ profile: Profile }>(http, 'profile/picture', { method: 'post', body })).profile;
    },
    async submissions() {
      return (await requestJson<{ submissions: PortalSubmission[] }>(http, 'profile/submissions')).submissions;
    },
    async submission(id) {
      return (await requestJson<{ submission: PortalSubmissionDetail }>(http, `profile/submissions/${encodeURIComponent(id)}`)).submission;
    },
    async releaseDetails(id) {
      return (await requestJson<{ release: ReleaseDetailsView }>(http, `release-details/${encodeURIComponent(id)}`)).release;
    },
    async saveReleaseDetails(id, changes) {
      return (await requestJson<{ release: ReleaseDetailsView }>(http, `release-details/${encodeURIComponent(id)}`, { method: 'put', json: changes })).release;
    },
  };
}
