import { type HttpClient, requestJson } from './http-client';
import type { InvitationInput, InvitationResult, OutboxMail } from './staff.types';

export interface StaffToolsGateway {
  createInvitation(input: InvitationInput): Promise<InvitationResult>;
  outbox(filter?: { to?: string; category?: string }): Promise<OutboxMail[]>;
  /** The personal link of the newest invitation mail to this address (the API keeps the token only in the mail). */
  invitationLink(email: string): Promise<string | undefined>;
}

const INVITATION_LINK = /https?:\/\/[^\s<>"]+\/i\/[A-Za-z0-9_-]+/;

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
    async invitationLink(email) {
      const searchParams = { to: email, category: 'invitation', limit: '1' };
      const [newest] = (await requestJson<{ mails: OutboxMail[] }>(http, 'review-desk/mail-outbox', { searchParams })).mails;
      return newest ? INVITATION_LINK.exec(newest.text)?.[0] : undefined;
    },
  };
}
