import { COMMON_MESSAGES } from '../shared/common.messages';
import { isValidEmail } from '../shared/email';
import type { FieldIssue } from '../shared/field-issue';
import { isBlank } from '../shared/text';
import { ADMIN_INVITE_MESSAGES } from '../invitations/invitation.messages';

export interface AdminInviteInput {
  artistName?: string | null;
  firstName?: string | null;
  surname?: string | null;
  email?: string | null;
  invitationReason?: string | null;
}

/** public flow §5 Admin invite: all but the reason required (one message, on the first missing), email pattern. */
export function validateAdminInvite(form: AdminInviteInput): FieldIssue[] {
  const missing = (['artistName', 'firstName', 'surname', 'email'] as const).find((f) => isBlank(form[f]));
  if (missing) return [{ field: missing, message: ADMIN_INVITE_MESSAGES.allFieldsRequired }];
  return isValidEmail(form.email) ? [] : [{ field: 'email', message: COMMON_MESSAGES.invalidEmail }];
}
