import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CREDITS_MESSAGES, emptyTrackCredits, type TrackCredits } from '../../../domain/credits';
import { CreditsPanel } from '../../../web/src/features/submit/credits/credits-panel.component';

const ARTIST = { firstName: 'Maya', surname: 'Okafor', email: 'maya@example.com' };

function Harness({ errors = {}, initial }: { errors?: Record<string, string>; initial?: Partial<TrackCredits> }) {
  const [credits, setCredits] = useState<TrackCredits>({ ...emptyTrackCredits(new Date()), ...initial });
  return <CreditsPanel credits={credits} onChange={setCredits} prefix="tracks[0].credits" errors={errors} artist={ARTIST} />;
}

async function addWriters(user: ReturnType<typeof userEvent.setup>, percentages: string[]) {
  for (const _ of percentages) await user.click(screen.getByRole('button', { name: 'Add songwriter' }));
  const fields = screen.getAllByRole('spinbutton', { name: /^Percentage for/ });
  for (const [i, value] of percentages.entries()) {
    await user.clear(fields[i]);
    if (value) await user.type(fields[i], value);
  }
}

const total = () => screen.getByTestId('Songwriter-total');

describe('the credits panel totals', () => {
  it.each([
    ['asks for percentages at 0', [''], `Songwriter total: 0% — ${CREDITS_MESSAGES.enterPercentages}`],
    ["says 'Need N% more' under 100", ['60', '15'], 'Songwriter total: 75% — Need 25% more'],
    ['ticks at exactly 100 (60/40)', ['60', '40'], 'Songwriter total: 100% ✓'],
  ])('%s', async (_name, percentages, text) => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await addWriters(user, percentages);
    expect(total()).toHaveTextContent(text);
  });

  it("turns red with 'Over 100% - Please reduce percentages' above 100", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await addWriters(user, ['60', '50']);
    expect(total()).toHaveTextContent(`110% — ${CREDITS_MESSAGES.overHundred}`);
    expect(getComputedStyle(total()).color).toBe('rgb(211, 47, 47)');
  });

  it('totals the master split on its own line', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByLabelText('The master recording is split with others'));
    await user.click(screen.getByRole('button', { name: 'Add person to the split' }));
    await user.type(screen.getByRole('spinbutton', { name: /^Percentage for/ }), '70');
    expect(screen.getByTestId('Master split-total')).toHaveTextContent('Master split total: 70% — Need 30% more');
  });

  it('hides the songwriters when self-written and the producers when self-produced', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByLabelText('I wrote it myself'));
    await user.click(screen.getByLabelText('I produced it myself'));
    expect(screen.queryByRole('button', { name: 'Add songwriter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add producer' })).not.toBeInTheDocument();
  });

  it('stops at 10 people in a group with the cap message', async () => {
    const user = userEvent.setup({ delay: null });
    const producers = Array.from({ length: 9 }, (_, i) => ({ id: `p${i}`, firstName: `P${i}`, surname: 'X', email: '' }));
    render(<Harness initial={{ producers }} />);
    await user.click(screen.getByRole('button', { name: 'Add producer' }));
    expect(screen.queryByRole('button', { name: 'Add producer' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Maximum of 10 .+ reached\.$/)).toBeInTheDocument();
  });

  it('shows the messages it is given next to the fields', () => {
    render(
      <Harness
        initial={{ songwriters: [{ id: 'w1', firstName: '', lastName: 'Reed', email: 'nope', percentage: 100 }] }}
        errors={{
          'tracks[0].credits.songwriters[0].firstName': 'First name is required',
          'tracks[0].credits.songwriters[0].email': 'Please enter a valid email address',
          'tracks[0].credits.parentalAdvisory': CREDITS_MESSAGES.parentalAdvisoryRequired,
        }}
      />,
    );
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText(CREDITS_MESSAGES.parentalAdvisoryRequired)).toBeInTheDocument();
  });
});
