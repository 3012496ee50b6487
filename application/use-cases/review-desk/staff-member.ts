import type { StaffAccountRepository } from '../../ports/staff-account.repository.port';
import type { StaffMember } from './review-desk.deps';

/** Who acts on the desk as the session knows them: the id, and the name when the session carries one. */
export interface StaffPrincipal {
  id: string;
  name?: string;
}

/** The acting staff member with their name (sessions carry only the id; the API token is named 'API token'). */
export async function staffMemberOf(principal: StaffPrincipal, staffAccounts: StaffAccountRepository): Promise<StaffMember> {
  if (principal.name) return { id: principal.id, name: principal.name };
  const account = await staffAccounts.findById(principal.id);
  return { id: principal.id, name: account?.name || account?.email || 'Staff' };
}
