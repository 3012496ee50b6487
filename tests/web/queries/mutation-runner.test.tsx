import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useMutationRunner } from '../../../web/src/queries/mutation-runner';
import { createQueryClient } from '../../../web/src/queries/query-client';

const options = { mutationFn: async (name: string) => `saved ${name}`, gcTime: 0 };

describe('useMutationRunner (web/src/queries/mutation-runner.ts)', () => {
  it('runs the mutation through the cache and lets go of it once settled', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useMutationRunner(options), { wrapper });
    await expect(result.current('draft')).resolves.toBe('saved draft');
    // gcTime 0: a mutation nothing observes any more leaves the cache on the next tick.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.getMutationCache().getAll()).toEqual([]);
  });
});
