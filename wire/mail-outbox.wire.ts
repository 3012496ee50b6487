/** GET /api/review-desk/mail-outbox */
export interface OutboxQuery {
  to?: string;
  category?: string;
  limit?: number;
}

export interface OutboxMail {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html?: string;
  category?: string;
  status: 'stored' | 'sent' | 'failed';
  createdAt: string;
}

export interface OutboxResponse {
  success: true;
  mails: OutboxMail[];
}
