import type { DeskFilter } from '../../application/use-cases/review-desk/desk-filter';
import type { DeskFilterDto } from './review-desk.dto';

/** The query string's filters as the desk's filter; 'me' as the assignee is the signed-in staff member. */
export function deskFilterOf(dto: DeskFilterDto, me: string): DeskFilter {
  return {
    statuses: dto.status
      ? dto.status
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : undefined,
    search: dto.q?.trim() || undefined,
    submittedFrom: dto.from ? new Date(dto.from) : undefined,
    submittedTo: dto.to ? new Date(dto.to) : undefined,
    minAgeDays: dto.minAgeDays,
    releaseFrom: dto.releaseFrom,
    releaseTo: dto.releaseTo,
    assignedTo: dto.assignedTo === 'me' ? me : dto.assignedTo,
    blockingFindings: dto.findings === 'blocking' || undefined,
  };
}
