import type {
  ProfileResponse,
  ProfileView,
  SubmissionCard,
  SubmissionDetail,
  SubmissionResponse,
  SubmissionsResponse,
  UpdateProfileRequest,
} from '../../../contracts';
import { type HttpClient, requestJson } from './http-client';
import { READ_PATHS } from './read-paths';

export interface ProfileGateway {
  profile(): Promise<ProfileView>;
  updateProfile(changes: UpdateProfileRequest): Promise<ProfileView>;
  uploadPicture(file: File): Promise<ProfileView>;
  submissions(): Promise<SubmissionCard[]>;
  submission(id: string): Promise<SubmissionDetail>;
}

export function createProfileGateway(http: HttpClient): ProfileGateway {
  return {
    async profile() {
      return (await requestJson<ProfileResponse>(http, READ_PATHS.profile)).profile;
    },
    async updateProfile(changes) {
      return (await requestJson<ProfileResponse>(http, 'profile', { method: 'put', json: changes })).profile;
    },
    async uploadPicture(file) {
      const body = new FormData();
      body.append('picture', file);
      return (await requestJson<ProfileResponse>(http, 'profile/picture', { method: 'post', body })).profile;
    },
    async submissions() {
      return (await requestJson<SubmissionsResponse>(http, READ_PATHS.submissions)).submissions;
    },
    async submission(id) {
      return (await requestJson<SubmissionResponse>(http, `profile/submissions/${encodeURIComponent(id)}`)).submission;
    },
  };
}
