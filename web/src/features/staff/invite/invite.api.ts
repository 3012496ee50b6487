import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { CreateInvitationRequest } from '@wire';
import { useInjection } from '../../../di/container-context';
import { PORTAL_TOKENS } from '../../../di/portal-tokens';
import type { StaffToolsGateway } from '../../../gateway/staff-tools.gateway';

const useTools = () => useInjection(PORTAL_TOKENS.staffTools);

export const createInvitationMutation = (tools: StaffToolsGateway) =>
  mutationOptions({
    networkMode: 'always',
    mutationKey: ['invitation'],
    mutationFn: (input: CreateInvitationRequest) => tools.createInvitation(input),
  });

/** Creates the invitation, then reads its personal link from the mail (the API keeps the token only there). */
export const invitationWithLinkMutation = (tools: StaffToolsGateway) =>
  mutationOptions({
    networkMode: 'always',
    mutationKey: ['invitation', 'with-link'],
    mutationFn: async (input: CreateInvitationRequest) => {
      const created = await tools.createInvitation(input);
      // Without the link the panel still reports the outcome.
      const link = await tools.invitationLink(created.email).catch(() => undefined);
      return { ...created, link };
    },
  });

export const useCreateInvitation = () => useMutation(createInvitationMutation(useTools()));
export const useInvitationWithLink = () => useMutation(invitationWithLinkMutation(useTools()));
