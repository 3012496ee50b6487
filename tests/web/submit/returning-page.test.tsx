import { screen, waitFor } from '@testing-library/react';
import type { DraftResponse, ReturningDetailsResponse, ReturningValidationResponse } from '../../../wire';
import { PUBLIC_TOKENS } from '../../../web/src/di/public-tokens';
import { ReturningPage } from '../../../web/src/features/submit/landings/returning.page';
import type { LandingGateway } from '../../../web/src/gateway/landing.gateway';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';
import { fakeGateways, renderSubmit, resetSubmitState } from './render-submit';

jest.mock('ky', () => jest.requireActual('./ky.stub'));

beforeEach(resetSubmitState);

const validation: ReturningValidationResponse = {
  success: true,
  isValid: true,
  artistName: 'Luna Vale',
  artistEmail: 'luna@example.com',
  usageCount: 1,
  previousSubmissions: 2,
  expiresAt: '2031-01-01T00:00:00.000Z',
};

function landingGateway(): jest.Mocked<LandingGateway> {
  return {
    validateInvitation: jest.fn(),
    validateReturning: jest.fn(async (_token: string) => validation),
    returningDetails: jest.fn(async (_token: string): Promise<ReturningDetailsResponse> => ({
      ...validation,
      artistDetails: {
        firstName: 'Luna',
        surname: 'Vale',
        email: 'luna@example.com',
        artistName: 'Luna Vale',
        lastUsed: '2030-06-01T10:00:00.000Z',
        usageCount: 1,
        expiresAt: validation.expiresAt,
      },
    })),
  };
}

describe('the returning-artist page (/r/{token})', () => {
  it("counts the artist's real submissions and opens their draft pre-filled with what the label knows", async () => {
    const gateways = fakeGateways();
    const opened = await gateways.draft.open({});
    gateways.draft.open.mockImplementation(async (): Promise<DraftResponse> => ({
      ...opened,
      data: { ...opened.data, origin: 'returning', answers: { country: 'Iceland', city: 'Reykjavík', bio: 'Glacial pop.' } },
    }));
    renderSubmit(<ReturningPage />, gateways, '/r/tok-1', { route: '/r/:token', bindings: [[PUBLIC_TOKENS.landing, landingGateway()]] });

    expect(await screen.findByText(/Previous submissions: 2/)).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Luna Vale!')).toBeInTheDocument();
    await waitFor(() => expect(gateways.draft.open).toHaveBeenLastCalledWith(expect.objectContaining({ returningToken: 'tok-1' })));
    await waitFor(() => expect(useSubmissionFormStore.getState().form.city).toBe('Reykjavík'));
    expect(useSubmissionFormStore.getState().form).toMatchObject({
      firstName: 'Luna',
      surname: 'Vale',
      email: 'luna@example.com',
      artistName: 'Luna Vale',
      country: 'Iceland',
      bio: 'Glacial pop.',
    });
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveValue('Luna');
  });
});
