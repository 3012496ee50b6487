import { isBlank } from '../shared/text';
import { WIZARD_MESSAGES } from './wizard.messages';

// spec: public flow §5 Review completeness and §2.4 Step 4 status pill.
export const REVIEW_REQUIRED_FIELDS = ['artistName', 'country', 'city', 'releaseTitle', 'primaryGenre', 'releaseDate'] as const;

export type ReviewInput = Partial<Record<(typeof REVIEW_REQUIRED_FIELDS)[number], string | null>> & { trackCount: number };

export interface ReviewCompleteness {
  ready: boolean;
  label: string;
  /** Field keys still missing ('tracks' when there is none). */
  missing: string[];
}

export function reviewCompleteness(form: ReviewInput): ReviewCompleteness {
  const missing: string[] = REVIEW_REQUIRED_FIELDS.filter((f) => isBlank(form[f]));
  if (form.trackCount < 1) missing.push('tracks');
  const ready = missing.length === 0;
  return { ready, label: ready ? WIZARD_MESSAGES.readyToSubmit : WIZARD_MESSAGES.someFieldsIncomplete, missing };
}
