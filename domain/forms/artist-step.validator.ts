import { COMMON_MESSAGES } from '../shared/common.messages';
import { isValidEmail } from '../shared/email';
import type { FieldIssue } from '../shared/field-issue';
import { isBlank } from '../shared/text';
import type { ARTIST_STEP_FIELD_NAMES } from './artist-step-fields';
import { FORM_MESSAGES } from './forms.messages';

export type ArtistStepInput = Partial<Record<(typeof ARTIST_STEP_FIELD_NAMES)[number], string | null>>;

/**
 * Wizard step 1 (public flow §5 Step 1). The combined required-fields message is reported once, on the first
 * missing field, so the UI scrolls there; the email pattern follows. First name and surname are required too, with the
 * artist details form's messages (§5): the label signs its agreement with the person, not the artist name.
 */
export function validateArtistStep(form: ArtistStepInput): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (isBlank(form.firstName)) issues.push({ field: 'firstName', message: COMMON_MESSAGES.firstNameRequired });
  if (isBlank(form.surname)) issues.push({ field: 'surname', message: COMMON_MESSAGES.surnameRequired });
  const missing = (['artistName', 'country', 'city'] as const).find((f) => isBlank(form[f]));
  if (missing) issues.push({ field: missing, message: FORM_MESSAGES.step1Required });
  if (!isValidEmail(form.email)) issues.push({ field: 'email', message: FORM_MESSAGES.step1InvalidEmail });
  return issues;
}
