import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ImportReportResponse,
  PeriodCreatedResponse,
  PeriodTotalsResponse,
  RoyaltyPeriodsResponse,
  UnmatchedLinesResponse,
} from '@wire';
import { staffJson, useStaffHttp } from '../staff-http.api';

const KEY = ['staff', 'statements'] as const;

export function useStatementPeriods() {
  const http = useStaffHttp();
  return useQuery(
    queryOptions({
      queryKey: [...KEY, 'periods'],
      queryFn: async () => (await staffJson<RoyaltyPeriodsResponse>(http, 'get', 'staff/statements/periods')).periods,
    }),
  );
}

export function useUnmatched(periodId: string | null) {
  const http = useStaffHttp();
  return useQuery({
    queryKey: [...KEY, 'unmatched', periodId],
    queryFn: async () => (await staffJson<UnmatchedLinesResponse>(http, 'get', `staff/statements/periods/${periodId}/unmatched`)).groups,
    enabled: periodId !== null,
  });
}

export function usePeriodTotals(periodId: string | null, closed: boolean) {
  const http = useStaffHttp();
  return useQuery({
    queryKey: [...KEY, 'totals', periodId],
    queryFn: async () => staffJson<PeriodTotalsResponse>(http, 'get', `staff/statements/periods/${periodId}/totals`),
    enabled: periodId !== null && closed,
  });
}

/** Staff's writes on a period; each refreshes every statements read. */
export function useStatementActions(periodId: string | null) {
  const http = useStaffHttp();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: KEY });
  const base = `staff/statements/periods/${periodId}`;
  return {
    importFile: useMutation({
      mutationFn: ({ file, csvStore }: { file: File; csvStore: string }) =>
        staffJson<ImportReportResponse>(http, 'post', `${base}/reports`, {
          body: file,
          headers: { 'Content-Type': file.name.endsWith('.csv') ? 'text/csv' : 'text/tab-separated-values' },
          searchParams: { fileName: file.name, ...(csvStore ? { csvStore } : {}) },
        }),
      onSuccess: refresh,
    }),
    setRate: useMutation({
      mutationFn: ({ currency, rate }: { currency: string; rate: string }) =>
        staffJson(http, 'put', `${base}/rates/${encodeURIComponent(currency)}`, { json: { rate } }),
      onSuccess: refresh,
    }),
    close: useMutation({ mutationFn: () => staffJson(http, 'post', `${base}/close`), onSuccess: refresh }),
    reopen: useMutation({
      mutationFn: (reason: string) => staffJson(http, 'post', `${base}/reopen`, { json: { reason } }),
      onSuccess: refresh,
    }),
    match: useMutation({
      mutationFn: (json: { reportId: string; isrc: string | null; upc: string | null; title: string; artist: string; trackId: string }) =>
        staffJson(http, 'post', 'staff/statements/unmatched/match', { json }),
      onSuccess: refresh,
    }),
  };
}

/** Opens a new period; answers its id so the page can show it. */
export function useCreatePeriod() {
  const http = useStaffHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (json: { name: string; baseCurrency: string }) =>
      (await staffJson<PeriodCreatedResponse>(http, 'post', 'staff/statements/periods', { json })).id,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
