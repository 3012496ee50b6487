/** One validation failure: the form field key (spec §3 names, `tracks[2].title` for nested) and the spec's message. */
export interface FieldIssue {
  field: string;
  message: string;
}

export function issue(field: string, message: string): FieldIssue {
  return { field, message };
}
