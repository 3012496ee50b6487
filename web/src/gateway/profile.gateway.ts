import type {
  PinAnswerResponse,
  PinAnswerView,
  ProfileResponse,
  ProfileView,
  SubmissionCard,
  SubmissionDetail,
  SubmissionResponse,
  SubmissionsResponse,
  UpdateProfileRequest,
} from '@wire';
import { type HttpClient, requestJson } from './http-client';
import { READ_PATHS } from './read-paths';

export interface ProfileGateway {
  profile(): Promise<ProfileView>;
  updateProfile(changes: UpdateProfileRequest): Promise<ProfileView>;
  uploadPicture(file: File): Promise<ProfileView>;
  submissions(): Promise<SubmissionCard[]>;
  submission(id: string): Promise<SubmissionDetail>;
  answerPin(id: string, field: string, answer: string): Promise<PinAnswerView>;
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
    async answerPin(id, field, answer) {
      const path = `profile/submissions/${encodeURIComponent(id)}/pins/${encodeURIComponent(field)}/answer`;
      return (await requestJson<PinAnswerResponse>(http, path, { method: 'put', json: { answer } })).answer;
    },
  };
}
