import type { CreateInvitationRequest, CreateInvitationResponse, OutboxMail, OutboxQuery, OutboxResponse } from '@wire';
import { type HttpClient, requestJson } from './http-client';

export interface StaffToolsGateway {
  createInvitation(input: CreateInvitationRequest): Promise<CreateInvitationResponse>;
  outbox(filter?: Pick<OutboxQuery, 'to' | 'category'>): Promise<OutboxMail[]>;
  /** The personal link of the newest invitation mail to this address (the API keeps the token only in the mail). */
  invitationLink(email: string): Promise<string | undefined>;
}

const INVITATION_LINK = /https?:\/\/[^\s<>"]+\/i\/[A-Za-z0-9_-]+/;

export function createStaffToolsGateway(http: HttpClient): StaffToolsGateway {
  const mails = async (query: OutboxQuery) => {
    const searchParams = Object.fromEntries(
      Object.entries(query)
        .filter(([, value]) => value !== undefined && value !== '')
        .map(([key, value]) => [key, String(value)]),
    );
    return (await requestJson<OutboxResponse>(http, 'review-desk/mail-outbox', { searchParams })).mails;
  };
  return {
    createInvitation: (input) => requestJson<CreateInvitationResponse>(http, 'artist-invitations/create', { method: 'post', json: input }),
    outbox: (filter = {}) => mails({ to: filter.to, category: filter.category }),
    async invitationLink(email) {
      const [newest] = await mails({ to: email, category: 'invitation', limit: 1 });
      return newest ? INVITATION_LINK.exec(newest.text)?.[0] : undefined;
    },
  };
}
