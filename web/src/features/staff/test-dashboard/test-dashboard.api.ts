import { mutationOptions, useMutation, useQueries } from '@tanstack/react-query';
import { useInjection } from '../../../di/container-context';
import { PORTAL_TOKENS } from '../../../di/portal-tokens';
import type { TestCall, TestDashboardGateway, TestForm } from '../../../gateway/test-dashboard.gateway';

const useDashboard = () => useInjection(PORTAL_TOKENS.testDashboard);

/** Whether each call answers, checked once on opening with `form`. */
export function useConnectionChecks(calls: TestCall[], form: TestForm) {
  const gateway = useDashboard();
  return useQueries({
    queries: calls.map((call) => ({
      queryKey: ['api-check', call],
      queryFn: async () => (await gateway.run(call, form)).ok,
      staleTime: Infinity,
    })),
  });
}

export const testCallMutation = (gateway: TestDashboardGateway) =>
  mutationOptions({
    networkMode: 'always',
    mutationKey: ['api-check', 'run'],
    mutationFn: ({ call, form }: { call: TestCall; form: TestForm }) => gateway.run(call, form),
  });

/** One call run on demand with the form's data. */
export const useTestCall = () => useMutation(testCallMutation(useDashboard()));
