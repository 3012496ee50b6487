import { fireEvent, screen } from '@testing-library/react';
import { LOST_CODE_MESSAGES } from '../../../domain/access';
import { COMMON_MESSAGES } from '../../../domain/shared';
import { LostCode } from '../../../web/src/features/auth/lost-code.component';
import { PORTAL_TOKENS } from '../../../web/src/di/portal-tokens';
import type { SessionGateway } from '../../../web/src/gateway/session.gateway';
import { renderPortal } from '../portal/render-portal';

function gatewayAnswering(answer: (email: string) => Promise<string>) {
  const asked: string[] = [];
  const gateway: SessionGateway = {
    me: async () => null,
    signInArtist: async () => Promise.reject(new Error('unused')),
    signInStaff: async () => Promise.reject(new Error('unused')),
    signOut: async () => undefined,
    requestNewCode: (email) => {
      asked.push(email);
      return answer(email);
    },
  };
  return { gateway, asked };
}

function ask(email: string) {
  fireEvent.click(screen.getByText('Lost your code?'));
  fireEvent.change(screen.getByLabelText('Email your invitation was sent to'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Email me a new code' }));
}

describe("'Lost your code?' on the artist sign-in page", () => {
  it('refuses an address that is not one, without asking the server', () => {
    const { gateway, asked } = gatewayAnswering(async () => LOST_CODE_MESSAGES.sent);
    renderPortal(<LostCode />, [[PORTAL_TOKENS.session, gateway]], '/login');
    ask('nova@');
    expect(screen.getByText(COMMON_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it("shows the server's answer for the trimmed address", async () => {
    const { gateway, asked } = gatewayAnswering(async () => LOST_CODE_MESSAGES.sent);
    renderPortal(<LostCode />, [[PORTAL_TOKENS.session, gateway]], '/login');
    ask('  nova@artist.example ');
    expect(await screen.findByRole('status')).toHaveTextContent(LOST_CODE_MESSAGES.sent);
    expect(asked).toEqual(['nova@artist.example']);
  });

  it('shows a refusal (too many requests) as an error', async () => {
    const { gateway } = gatewayAnswering(async () => Promise.reject(new Error(LOST_CODE_MESSAGES.tooMany)));
    renderPortal(<LostCode />, [[PORTAL_TOKENS.session, gateway]], '/login');
    ask('nova@artist.example');
    expect(await screen.findByRole('alert')).toHaveTextContent(LOST_CODE_MESSAGES.tooMany);
  });
});
