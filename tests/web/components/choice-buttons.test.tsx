import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceButtons } from '../../../web/src/components/choice-buttons.component';

const CHOICES = [
  { value: 'search', label: 'Search Artist' },
  { value: 'url', label: 'Enter URL' },
  { value: 'none', label: 'Later', disabled: true, title: 'Not yet' },
] as const;

describe('ChoiceButtons', () => {
  it('is a labelled group whose chosen button is pressed and the others not', () => {
    render(<ChoiceButtons label="How to find your profile" value="url" choices={CHOICES} onChange={jest.fn()} />);
    const group = screen.getByRole('group', { name: 'How to find your profile' });
    expect(group).toContainElement(screen.getByRole('button', { name: 'Enter URL' }));
    expect(screen.getByRole('button', { name: 'Enter URL' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Search Artist' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Later' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Later' })).toHaveAttribute('title', 'Not yet');
  });

  it('reports a new choice and ignores a press on the chosen one', async () => {
    const onChange = jest.fn();
    render(<ChoiceButtons label="Mode" value="search" choices={CHOICES} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search Artist' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Enter URL' }));
    expect(onChange).toHaveBeenCalledWith('url');
  });
});
