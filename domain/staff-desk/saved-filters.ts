/** (ours) A staff member's named desk filters. */
export const SAVED_FILTER_NAME_MAX = 60;
export const SAVED_FILTERS_PER_STAFF_MAX = 30;

export const SAVED_FILTER_MESSAGES = {
  nameRequired: 'Name the filter to save it',
  nameTooLong: `A filter name can be at most ${SAVED_FILTER_NAME_MAX} characters`,
  tooMany: `At most ${SAVED_FILTERS_PER_STAFF_MAX} saved filters per person: delete one first`,
  notFound: 'Saved filter not found',
  needsAccount: 'Saved filters belong to a staff account: sign in as a staff member',
} as const;

/** The trimmed name, or the message that refuses it. */
export function checkSavedFilterName(name: string): { ok: true; name: string } | { ok: false; message: string } {
  const trimmed = name.trim();
  if (!trimmed) return { ok: false, message: SAVED_FILTER_MESSAGES.nameRequired };
  if (trimmed.length > SAVED_FILTER_NAME_MAX) return { ok: false, message: SAVED_FILTER_MESSAGES.nameTooLong };
  return { ok: true, name: trimmed };
}
