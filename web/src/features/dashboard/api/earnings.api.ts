import { useQuery } from '@tanstack/react-query';
import type { MyStatementsResponse, StatementResponse } from '@wire';
import { useInjection } from '../../../di/container-context';
import { TOKENS } from '../../../di/tokens';

/** The signed-in artist's closed periods with a statement. */
export function useMyStatementPeriods() {
  const http = useInjection(TOKENS.http);
  return useQuery({
    queryKey: ['earnings', 'periods'],
    queryFn: async () => (await (await http.get('profile/statements')).json()) as MyStatementsResponse,
  });
}

/** The artist's own statement of one period. */
export function useMyStatement(periodId: string | null, payee: string | null) {
  const http = useInjection(TOKENS.http);
  return useQuery({
    queryKey: ['earnings', 'statement', periodId],
    queryFn: async () => (await (await http.get(`statements/${periodId}/${payee}`)).json()) as StatementResponse,
    enabled: periodId !== null && payee !== null,
  });
}

export const statementFileUrl = (periodId: string, payee: string, kind: 'csv' | 'pdf') =>
  `/api/statements/${periodId}/${payee}/statement.${kind}`;
