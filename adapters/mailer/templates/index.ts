import type { MailCategory } from '../../../application/ports/mail-categories';
import { DRAFT_RESUME } from './draft-resume.template';
import { INVITATION } from './invitation.template';
import type { MailTemplate } from './mail-template';
import { RETURNING_LINK } from './returning-link.template';
import { SIGN_IN_CODE } from './sign-in-code.template';
import { STATUS_CHANGE } from './status-change.template';
import { SPLIT_SHEET_DECLINED, SPLIT_SHEET_REQUEST } from './split-sheet.templates';
import { SUBMISSION_ASSIGNED } from './submission-assigned.template';
import { SUBMISSION_RECEIVED } from './submission-received.template';
import { TEST } from './test.template';

export { HTML_PARTIALS, LAYOUT } from './layout.template';
export type { MailTemplate } from './mail-template';

/** One template per category: a category added to MailValues does not compile until it has its templates. */
export const MAIL_TEMPLATES: { readonly [K in MailCategory]: MailTemplate } = {
  'sign-in-code': SIGN_IN_CODE,
  'draft-resume': DRAFT_RESUME,
  'submission-received': SUBMISSION_RECEIVED,
  'status-change': STATUS_CHANGE,
  'returning-link': RETURNING_LINK,
  invitation: INVITATION,
  'submission-assigned': SUBMISSION_ASSIGNED,
  'split-sheet-request': SPLIT_SHEET_REQUEST,
  'split-sheet-declined': SPLIT_SHEET_DECLINED,
  test: TEST,
};
