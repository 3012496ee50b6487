import type { DeskQuery } from '../../application/ports/review-loop.repository.port';
import type { StaffMember } from '../../application/use-cases/review-desk/review-desk.deps';
import type { StaffAccountRepository } from '../../application/ports/staff-account.repository.port';
import type { RequestWithPrincipal } from '../common/access/principal';
import type { DeskFilterDto } from './review-desk.dto';

const DAY_MS = 86_400_000;

/** The query string's filters as the desk's query; minAgeDays becomes an upper bound on the submission time. */
export function deskFilterOf(dto: DeskFilterDto, now: Date, me: string): Omit<DeskQuery, 'limit' | 'after' | 'sort'> {
  const ageBound = dto.minAgeDays !== undefined ? new Date(now.getTime() - dto.minAgeDays * DAY_MS) : undefined;
  const to = dto.to ? new Date(dto.to) : undefined;
  const submittedTo = ageBound && (!to || ageBound < to) ? ageBound : to;
  return {
    statuses: dto.status
      ? dto.status
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined,
    search: dto.q?.trim() || undefined,
    submittedFrom: dto.from ? new Date(dto.from) : undefined,
    submittedTo,
    releaseFrom: dto.releaseFrom,
    releaseTo: dto.releaseTo,
    assignedTo: dto.assignedTo === 'me' ? me : dto.assignedTo,
    blockingFindings: dto.findings === 'blocking' || undefined,
  };
}

/** The signed-in staff member with their name (sessions carry only the id); the API token is 'API token'. */
export async function staffMemberOf(req: RequestWithPrincipal, staffAccounts: StaffAccountRepository): Promise<StaffMember> {
  const principal = req.principal!;
  if (principal.name) return { id: principal.id, name: principal.name };
  const account = await staffAccounts.findById(principal.id);
  return { id: principal.id, name: account?.name || account?.email || 'Staff' };
}
