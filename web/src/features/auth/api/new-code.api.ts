import { mutationOptions, useMutation } from '@tanstack/react-query';
import { useInjection } from '../../../di/container-context';
import { PORTAL_TOKENS } from '../../../di/portal-tokens';
import type { SessionGateway } from '../../../gateway/session.gateway';

/** A fresh sign-in code mailed to the address; answers with the line to show (never whether the address is known). */
export const newCodeMutation = (gateway: SessionGateway) =>
  mutationOptions({
    networkMode: 'always',
    mutationKey: ['sign-in', 'new-code'],
    mutationFn: (email: string) => gateway.requestNewCode(email),
  });

export const useRequestNewCode = () => useMutation(newCodeMutation(useInjection(PORTAL_TOKENS.session)));
