import request from 'supertest';
import type { TestApp } from './test-app';
import { STAFF_AUTHORIZATION } from './test-config';

export interface OutboxMail {
  category: string;
  subject: string;
  text: string;
}

/** The mails the portal recorded for one address, as staff read them from the mail outbox. */
export async function outboxMailsTo(app: Pick<TestApp, 'http'>, email: string): Promise<OutboxMail[]> {
  const answer = await request(app.http).get('/api/review-desk/mail-outbox').query({ to: email }).set(STAFF_AUTHORIZATION).expect(200);
  return answer.body.mails as OutboxMail[];
}
