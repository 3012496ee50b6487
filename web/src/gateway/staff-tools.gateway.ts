import { type HttpClient, requestJson } from './http-client';
import type { InvitationInput, InvitationResult, OutboxMail } from './staff.types';

export interface StaffToolsGateway {
  createInvitation(input: InvitationInput): Promise<InvitationResult>;
  outbox(filter?: { to?: string; category?: string }): Promise<OutboxMail[]>;
}

export function createStaffToolsGateway(http: HttpClient): StaffToolsGateway {
  return {
    async createInvitation(input) {
      return requestJson<InvitationResult>(http, 'artist-invitations/create', { method: 'post', json: input });
    },
    async outbox(filter = {}) {
      const searchParams: Record<string, string> = {};
      if (filter.to) searchParams.to = filter.to;
      if (filter.category) searchParams.category = filter.category;
      return (await requestJson<{ mails: OutboxMail[] }>(http, 'review-desk/mail-outbox', { searchParams })).mails;
    },
  };
}
