import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import type { MailCategory } from '../../../application/ports/mail-categories';
import { CreateStaffAccountUseCase } from '../../../application/use-cases/identity/create-staff-account.use-case';
import { anInvitation } from '../../support/builders/invitation.builder';
import { draftFinishedLater } from '../../support/finish-later-draft';
import type { LocalSmtpServer } from '../../support/local-smtp-server';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import type { PublicFlowApp } from '../public-flow/public-flow-app';
import { submittedByInvitation } from '../public-flow/submitted-by-invitation';

export interface DeliveredMail {
  category: MailCategory;
  parsed: ParsedMail;
  /** The mail's working link (absolute, from PUBLIC_URL). */
  link: string;
  /** The sign-in codes and private links it carries, each shown to work before it is recorded. */
  secrets: string[];
}

export const STAFF_NOTE = 'Lovely <b>mix</b> & "loud" master.';
const INVITE = anInvitation('Luna', 'Vale');
// The builder's track names three collaborators with an address (a producer's master share, a master split, a songwriter).
const SPLIT_REQUESTS = [/split sheet for/, /split sheet for/, /split sheet for/];

const found = (text: string | undefined, pattern: RegExp): string => {
  const value = pattern.exec(text ?? '')?.[1];
  if (!value) throw new Error(`${pattern} is not in the delivered mail:\n${text}`);
  return value;
};

/**
 * Drives the portal's own API through every action that mails an artist, reading each mail where it arrives
 * (the SMTP server), and proves each code and private link works as the artist would use it.
 */
export class EveryMailKind {
  readonly delivered: DeliveredMail[] = [];
  private seen = 0;

  constructor(
    private readonly app: PublicFlowApp,
    private readonly smtp: LocalSmtpServer,
  ) {}

  private get http() {
    return this.app.http;
  }

  private get home() {
    return this.app.infrastructure.config.publicUrl;
  }

  /** Every mail action in turn: invitation, submission (received + returning link), decision, codes, draft, port check. */
  async sendAll(): Promise<DeliveredMail[]> {
    const invited = await this.invitation();
    const submissionId = await this.invitedSubmission(invited.token);
    await this.statusChange(submissionId);
    await this.assignment(submissionId);
    await this.signInCodes(invited.artistCode);
    await this.finishLater();
    await this.portCheck();
    return this.delivered;
  }

  /** Runs the queued jobs (the SMTP delivery) and parses what arrived since the last call, by subject. */
  private async arrivals(subjects: RegExp[]): Promise<ParsedMail[]> {
    await this.app.infrastructure.jobs.worker.drain();
    const fresh = this.smtp.received.slice(this.seen);
    this.seen = this.smtp.received.length;
    expect(fresh.map((m) => m.subject).sort()).toEqual(subjects.map((s) => expect.stringMatching(s)).sort());
    const left = [...fresh];
    return subjects.map(
      (s) =>
        left.splice(
          left.findIndex((m) => s.test(m.subject ?? '')),
          1,
        )[0],
    );
  }

  private record(category: MailCategory, parsed: ParsedMail, link: string, secrets: string[] = []): void {
    this.delivered.push({ category, parsed, link, secrets });
  }

  private async signIn(artistCode: string, code: string): Promise<void> {
    await request(this.http).post('/api/auth/artist/login').send({ artistId: artistCode, invitationCode: code }).expect(200);
  }

  private async invitation() {
    await request(this.http).post('/api/artist-invitations/create').set(STAFF_AUTHORIZATION).send(INVITE).expect(200);
    const [mail] = await this.arrivals([/you are invited/]);
    const token = found(mail.text, /\/i\/([A-Za-z0-9_-]+)/);
    const artistCode = found(mail.text, /Artist ID: (\S+)/);
    const code = found(mail.text, /Invitation code: (\S+)/);
    await request(this.http).get(`/api/invitation/validate/${token}`).expect(200);
    await this.signIn(artistCode, code);
    this.record('invitation', mail, `${this.home}/i/${token}`, [token, code]);
    return { token, artistCode };
  }

  private async invitedSubmission(token: string): Promise<string> {
    const { submissionId } = await submittedByInvitation(this.app, token, { country: 'Ireland', city: 'Dublin' });
    const [received, returning, ...asked] = await this.arrivals([/^We received/, /future releases/, ...SPLIT_REQUESTS]);
    await this.splitSheets(asked, submissionId);
    this.record('submission-received', received, `${this.home}/details/${submissionId}`);
    const returningToken = found(returning.text, /\/r\/([A-Za-z0-9_-]+)/);
    await request(this.http).get(`/api/returning-artist/validate/${returningToken}`).expect(200);
    this.record('returning-link', returning, `${this.home}/r/${returningToken}`, [returningToken]);
    return submissionId;
  }

  /** Each collaborator's private link opens their page; one declines, and the artist hears why. */
  private async splitSheets(asked: ParsedMail[], submissionId: string): Promise<void> {
    const tokens = asked.map((mail) => found(mail.text, /\/splits\/([A-Za-z0-9_-]+)/));
    for (const [i, token] of tokens.entries()) {
      await request(this.http).get(`/api/split-sheets/${token}`).expect(200);
      this.record('split-sheet-request', asked[i], `${this.home}/splits/${token}`, [token]);
    }
    await request(this.http).post(`/api/split-sheets/${tokens[0]}/decline`).send({ reason: 'My share is <b>wrong</b>' }).expect(200);
    const [declined] = await this.arrivals([/declined their share/]);
    this.record('split-sheet-declined', declined, `${this.home}/details/${submissionId}`);
  }

  private async statusChange(submissionId: string): Promise<void> {
    await request(this.http)
      .post(`/api/review-desk/submissions/${submissionId}/status`)
      .set(STAFF_AUTHORIZATION)
      .send({ status: 'approved', note: STAFF_NOTE })
      .expect(200);
    const [mail] = await this.arrivals([/: Approved$/]);
    this.record('status-change', mail, `${this.home}/details/${submissionId}`);
  }

  /** The one mail to staff: a submission assigned to them by someone else (here the API token). */
  private async assignment(submissionId: string): Promise<void> {
    const { id } = await this.app.app
      .get(CreateStaffAccountUseCase)
      .execute({ email: 'reviewer@label.example', name: 'Rae Reviewer', password: 'correct horse battery' });
    await request(this.http)
      .post(`/api/review-desk/submissions/${submissionId}/assign`)
      .set(STAFF_AUTHORIZATION)
      .send({ staffId: id })
      .expect(200);
    const [mail] = await this.arrivals([/^Assigned to you/]);
    this.record('submission-assigned', mail, `${this.home}/staff/review/${submissionId}`);
  }

  /** 'Lost your code?' and then staff 'Resend code': each code signs the artist in. */
  private async signInCodes(artistCode: string): Promise<void> {
    await request(this.http).post('/api/auth/artist/lost-code').send({ email: INVITE.email }).expect(200);
    const [lost] = await this.arrivals([/new sign-in code/]);
    const lostCode = found(lost.text, /Sign-in code: (\S+)/);
    await this.signIn(artistCode, lostCode);
    this.record('sign-in-code', lost, `${this.home}/login`, [lostCode]);

    const [artist] = await this.app.database.query<{ id: string }>('SELECT id FROM artists WHERE email = $1', [INVITE.email]);
    await request(this.http).post(`/api/review-desk/artists/${artist.id}/sign-in-code`).set(STAFF_AUTHORIZATION).expect(200);
    const [resent] = await this.arrivals([/new sign-in code/]);
    const resentCode = found(resent.text, /Sign-in code: (\S+)/);
    await this.signIn(artistCode, resentCode);
    this.record('sign-in-code', resent, `${this.home}/login`, [resentCode]);
  }

  private async finishLater(): Promise<void> {
    const sent = await draftFinishedLater(this.http, 'later@example.com');
    const [mail] = await this.arrivals([/Finish your release/]);
    const link = found(mail.text, /(\S+\/submit\/resume\/[A-Za-z0-9_-]+)/);
    expect(link).toBe(sent.body.link);
    await request(this.http)
      .get(`/api/drafts/resume/${link.split('/submit/resume/')[1]}`)
      .expect(200);
    this.record('draft-resume', mail, link, [link]);
  }

  private async portCheck(): Promise<void> {
    await request(this.http).post('/api/test-dashboard/full-submission-test').set(STAFF_AUTHORIZATION).send({}).expect(200);
    const [mail] = await this.arrivals([/^Port check/]);
    this.record('test', mail, this.home);
  }
}
