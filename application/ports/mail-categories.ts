/**
 * Every kind of mail the portal sends, with the values its templates fill in. `link` is the mail's one working
 * link (absolute, built from PUBLIC_URL). A category without templates does not compile.
 */
export interface MailValues {
  /** 'Lost your code?' (the artist asked) or staff 'Resend code'. */
  'sign-in-code': { name: string; askedByArtist: boolean; link: string; artistCode: string; code: string };
  /** The private link back to a draft (finish later). */
  'draft-resume': { link: string; expiresOn: string };
  'submission-received': { name: string; title: string; reference: string; resubmission: boolean; reviewDays: string; link: string };
  'status-change': {
    name: string;
    title: string;
    status: string;
    headline: string;
    explanation: string;
    note: string | null;
    /** Notes staff pinned to single fields with a request for changes, each with the field's label. */
    pinnedNotes: { label: string; note: string }[];
    link: string;
  };
  /** The reusable /r/{token} link for future releases. */
  'returning-link': { name: string; link: string; validDays: number };
  /** The one-time /i/{token} link, and how to sign in afterwards (from the invitation hooks). */
  invitation: { name: string; link: string; expiresOn: string; signIn: InvitationSignIn[] };
  /** To a staff member when someone else assigns them a submission; the link opens it on the desk. */
  'submission-assigned': { name: string; title: string; artistName: string; status: string; assignedBy: string; link: string };
  /** A collaborator's private link to agree to their split sheets (a reminder says so). */
  'split-sheet-request': {
    name: string;
    artistName: string;
    releaseTitle: string;
    trackTitles: string[];
    link: string;
    expiresOn: string;
    reminder: boolean;
  };
  /** To the artist and the assigned staff member: a collaborator declined their share. */
  'split-sheet-declined': { name: string; collaborator: string; releaseTitle: string; trackTitles: string[]; reason: string; link: string };
  /** The test dashboard's port check. */
  test: { name: string; link: string };
}

/** How an invited artist signs in after submitting: with a new code, or the one they already have (code null). */
export interface InvitationSignIn {
  signInUrl: string;
  artistCode: string;
  code: string | null;
}

export type MailCategory = keyof MailValues;

const CATEGORIES: { [K in MailCategory]: true } = {
  'sign-in-code': true,
  'draft-resume': true,
  'submission-received': true,
  'status-change': true,
  'returning-link': true,
  invitation: true,
  'submission-assigned': true,
  'split-sheet-request': true,
  'split-sheet-declined': true,
  test: true,
};
/** Every category, for code that must cover them all (the delivered-mail test, the template table). */
export const MAIL_CATEGORIES = Object.keys(CATEGORIES) as MailCategory[];
