import { useQuery } from '@tanstack/react-query';
import type { MyStatementsResponse, StatementResponse } from '@wire';
import { useInjection } from '../../di/container-context';
import { TOKENS } from '../../di/tokens';
import { splitJson } from './split-sheet-http';

const path = (token: string, rest = '') => `split-sheets/${encodeURIComponent(token)}/statements${rest}`;

/** The closed periods with a statement for the person behind the split-sheet link. */
export function useCollaboratorPeriods(token: string) {
  const http = useInjection(TOKENS.http);
  return useQuery({
    queryKey: ['collaborator-statements', token],
    queryFn: () => splitJson<MyStatementsResponse>(http, 'get', path(token)),
    retry: false,
  });
}

/** Their statement of one closed period. */
export function useCollaboratorStatement(token: string, periodId: string | null) {
  const http = useInjection(TOKENS.http);
  return useQuery({
    queryKey: ['collaborator-statements', token, periodId],
    queryFn: () => splitJson<StatementResponse>(http, 'get', path(token, `/${encodeURIComponent(periodId ?? '')}`)),
    enabled: periodId !== null,
    retry: false,
  });
}

export const collaboratorFileUrl = (token: string, periodId: string, kind: 'csv' | 'pdf') =>
  `/api/${path(token, `/${encodeURIComponent(periodId)}/statement.${kind}`)}`;
