import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CREDITS_MESSAGES } from '../../../domain/credits';
import { COMMON_MESSAGES } from '../../../domain/shared';
import { MusicStep } from '../../../web/src/features/submit/music/music-step.component';
import { renderSubmit, resetSubmitState } from './render-submit';

jest.mock('ky', () => jest.requireActual('./ky.stub'));

beforeEach(resetSubmitState);

const card = () => screen.getByRole('article', { name: 'Track 1' });

describe('track credits checked when leaving a field', () => {
  it("flags a contributor's email as the artist leaves it, and clears it once corrected", async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<MusicStep />);
    await user.click(within(card()).getByRole('button', { name: 'Add producer' }));
    const email = within(card()).getByLabelText('Email (optional)');
    await user.type(email, 'cleo-at-example');
    expect(screen.queryByText(COMMON_MESSAGES.invalidEmail)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(COMMON_MESSAGES.invalidEmail)).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'cleo@example.com');
    await user.tab();
    expect(screen.queryByText(COMMON_MESSAGES.invalidEmail)).not.toBeInTheDocument();
  });

  it('flags a production year out of range as the artist leaves it', async () => {
    const user = userEvent.setup({ delay: null });
    renderSubmit(<MusicStep />);
    const year = within(card()).getByRole('spinbutton', { name: /Production year/ });
    await user.clear(year);
    await user.type(year, '1850');
    await user.tab();
    expect(screen.getByText(CREDITS_MESSAGES.productionYearRange(new Date().getFullYear()))).toBeInTheDocument();
  });
});
