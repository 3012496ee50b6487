import { PROFILE_BIOGRAPHY_MAX, PROFILE_LINK_FIELDS, PROFILE_LINK_MAX, PROFILE_TEXT_MAX, profileLinkIssues } from '@domain/profile';
import type { FieldIssue } from '@domain/shared';
import type { ProfileView as Profile } from '@wire';

const TEXT_FIELDS = ['name', 'artistName', 'nationality', 'country', 'city', 'pplId', 'prsId'] as const;
const LINK_FIELDS = Object.keys(PROFILE_LINK_FIELDS) as (keyof typeof PROFILE_LINK_FIELDS)[];
type FormField = (typeof TEXT_FIELDS)[number] | (typeof LINK_FIELDS)[number] | 'biography';
export type ProfileForm = Record<FormField, string>;

interface FieldSpec {
  name: FormField;
  label: string;
  type?: string;
  multiline?: boolean;
  placeholder?: string;
  help?: string;
}

export const PROFILE_FIELD_GROUPS: { title: string; fields: FieldSpec[] }[] = [
  {
    title: 'About you',
    fields: [
      { name: 'name', label: 'Name' },
      { name: 'artistName', label: 'Artist name' },
      { name: 'nationality', label: 'Nationality' },
      { name: 'country', label: 'Country' },
      { name: 'city', label: 'City' },
      { name: 'biography', label: 'Biography', multiline: true },
    ],
  },
  {
    title: 'Links',
    fields: LINK_FIELDS.map((name) => ({ name, label: PROFILE_LINK_FIELDS[name], type: 'url', placeholder: 'https://' })),
  },
  {
    title: 'Music Rights',
    fields: [
      { name: 'pplId', label: 'PPL ID', help: 'Your performer ID at PPL, if you have one' },
      { name: 'prsId', label: 'PRS ID', help: 'Your writer ID (CAE/IPI) at PRS, if you have one' },
    ],
  },
];

export function toProfileForm(p: Profile): ProfileForm {
  const all = [...TEXT_FIELDS, ...LINK_FIELDS, 'biography'] as FormField[];
  return Object.fromEntries(all.map((f) => [f, (p[f] as string | null | undefined) ?? ''])) as ProfileForm;
}

/** The domain's link rule plus its length limits. */
export function profileFormIssues(form: ProfileForm): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const f of TEXT_FIELDS) {
    if (form[f].trim().length > PROFILE_TEXT_MAX)
      issues.push({ field: f, message: `Please keep this under ${PROFILE_TEXT_MAX} characters` });
  }
  if (form.biography.trim().length > PROFILE_BIOGRAPHY_MAX)
    issues.push({ field: 'biography', message: `Please keep the biography under ${PROFILE_BIOGRAPHY_MAX} characters` });
  for (const f of LINK_FIELDS) {
    if (form[f].trim().length > PROFILE_LINK_MAX)
      issues.push({ field: f, message: `Please keep this link under ${PROFILE_LINK_MAX} characters` });
  }
  return [...issues, ...profileLinkIssues(form)];
}
