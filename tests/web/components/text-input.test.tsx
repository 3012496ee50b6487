import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TextArea } from '../../../web/src/components/text-area.component';
import { TextInput } from '../../../web/src/components/text-input.component';

// The light one-line field must read to assistive technology and to the page's styles as MUI's TextField did.
function Field(props: { error?: boolean; helperText?: string; required?: boolean; disabled?: boolean }) {
  const [value, setValue] = useState('');
  return <TextInput id="artist" label="Artist name" value={value} onChange={(e) => setValue(e.target.value)} {...props} />;
}

describe('the one-line text field', () => {
  it('is named by its label alone (the asterisk is hidden), and required', () => {
    render(<Field required />);
    const field = screen.getByRole('textbox', { name: 'Artist name' });
    expect(field).toBeRequired();
    expect(document.querySelector('label span')).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelector('label span')?.textContent).toBe('\u2009*');
  });

  it('ties its helper text and its error to the input', () => {
    const { rerender } = render(<Field helperText="The name your music is released under" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('The name your music is released under');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'false');
    rerender(<Field error helperText="Artist name is required" />);
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Artist name is required');
  });

  it('keeps a line for a message to come when its helper text is a space', () => {
    render(<Field helperText=" " />);
    expect(document.querySelector('#artist-helper-text')?.textContent).toBe('\u200b');
  });

  it('marks itself filled once something is typed, so its label moves out of the way before any focus', () => {
    const { container } = render(<Field />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.hasAttribute('data-filled')).toBe(false);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Mara Vale' } });
    expect(root.hasAttribute('data-filled')).toBe(true);
  });

  it('puts the caret in the input when its box is pressed, and stays shut when disabled', () => {
    const { container, rerender } = render(<Field />);
    fireEvent.click(container.querySelector('.MuiOutlinedInput-root') as HTMLElement);
    expect(screen.getByRole('textbox')).toHaveFocus();
    rerender(<Field disabled />);
    expect(screen.getByRole('textbox')).toBeDisabled();
  });
});

describe('the text area', () => {
  it('is a multi-line field named by its label that drops invisible characters', () => {
    function Area() {
      const [value, setValue] = useState('');
      return <TextArea label="About the release" value={value} minRows={3} onChange={(e) => setValue(e.target.value)} />;
    }
    render(<Area />);
    const area = screen.getByRole('textbox', { name: 'About the release' });
    expect(area.tagName).toBe('TEXTAREA');
    fireEvent.change(area, { target: { value: 'Line one\u200B\nLine two' } });
    expect((area as HTMLTextAreaElement).value).toBe('Line one\nLine two');
  });
});
