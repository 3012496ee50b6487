import roleGroups from './roles.data.json';

// spec: public flow §2.6: the credits role catalogue, 13 groups (roles.data.json); searching filters a flat sorted list.
export const ROLE_GROUPS: Readonly<Record<string, readonly string[]>> = roleGroups;

/** Every role once, sorted (English, case-insensitive). */
export const ALL_ROLES: readonly string[] = [...new Set(Object.values(ROLE_GROUPS).flat())].sort((a, b) =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }),
);

/** A role as the picker lists it before anything is typed: under its group, in the catalogue's order. */
export interface GroupedRole {
  group: string;
  role: string;
}

/** Every role under its group (a role in two groups is listed under the first), the groups in the catalogue's order. */
export const ROLES_BY_GROUP: readonly GroupedRole[] = (() => {
  const seen = new Set<string>();
  return Object.entries(ROLE_GROUPS).flatMap(([group, roles]) =>
    roles.filter((role) => !seen.has(role) && seen.add(role)).map((role) => ({ group, role })),
  );
})();

/** Case- and accent-insensitive substring search over the flat sorted list; a blank query returns all. */
export function searchRoles(query: string | null | undefined): readonly string[] {
  const q = fold(query ?? '');
  return q === '' ? ALL_ROLES : ALL_ROLES.filter((role) => fold(role).includes(q));
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
}
