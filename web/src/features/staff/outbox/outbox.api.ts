import { queryOptions, useQuery } from '@tanstack/react-query';
import { useInjection } from '../../../di/container-context';
import { PORTAL_TOKENS } from '../../../di/portal-tokens';
import type { StaffToolsGateway } from '../../../gateway/staff-tools.gateway';

export const outboxQuery = (tools: StaffToolsGateway, recipient: string) =>
  queryOptions({ queryKey: ['outbox', recipient], queryFn: () => tools.outbox({ to: recipient || undefined }) });

/** The mails sent or stored, to one recipient or all (blank). */
export const useOutbox = (recipient: string) => useQuery(outboxQuery(useInjection(PORTAL_TOKENS.staffTools), recipient));
