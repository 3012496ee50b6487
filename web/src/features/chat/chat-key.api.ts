import { useQuery } from '@tanstack/react-query';
import { useInjection } from '../../di/container-context';
import { TOKENS } from '../../di/tokens';

/** The live-chat key (null when none is configured or the read failed); read once per tab, only when the chat may show. */
export function useChatKey(enabled: boolean): string | null {
  const gateway = useInjection(TOKENS.portalConfig);
  const { data } = useQuery({
    queryKey: ['config', 'chat-key'],
    queryFn: () => gateway.readChatKey().catch(() => null),
    staleTime: Infinity,
    enabled,
  });
  return data ?? null;
}
