import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { BotFields, WaitingListEntry } from '@wire';
import { useInjection } from '../../../di/container-context';
import { PUBLIC_TOKENS } from '../../../di/public-tokens';
import type { WaitingListGateway } from '../../../gateway/waiting-list.gateway';

/** Joins the waiting list (public flow §7); a refusal comes back as the gateway's WaitingListError. */
export const joinWaitingListMutation = (gateway: WaitingListGateway) =>
  mutationOptions({
    mutationKey: ['waiting-list', 'join'],
    networkMode: 'always',
    mutationFn: ({ entry, bot }: { entry: WaitingListEntry; bot: BotFields }) => gateway.join(entry, bot),
  });

export const useJoinWaitingList = () => useMutation(joinWaitingListMutation(useInjection(PUBLIC_TOKENS.waitingList)));
