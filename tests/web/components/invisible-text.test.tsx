import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TextInput } from '../../../web/src/components/text-input.component';
import { useSubmissionFormStore } from '../../../web/src/stores/submission-form.store';

// The wizard drops the invisible characters the API strips (domain/shared text-safety), as they are typed or pasted.
function Bound() {
  const [value, setValue] = useState('');
  return <TextInput label="Biography" value={value} onChange={(e) => setValue(e.target.value)} />;
}

describe('invisible characters in the wizard', () => {
  it('a text field keeps what can be seen of a pasted bidi trick', () => {
    render(<Bound />);
    const field = screen.getByRole('textbox', { name: 'Biography' });
    fireEvent.change(field, { target: { value: 'Bee\u202Egnp\u200B.exe' } });
    expect((field as HTMLInputElement).value).toBe('Beegnp.exe');
  });

  it('the form store cleans text set on the release and its tracks', () => {
    const store = useSubmissionFormStore.getState();
    store.reset();
    store.patch({ bio: 'About\u2066 me\uFEFF', releaseTitle: 'Night\u200D Drive' });
    const form = useSubmissionFormStore.getState().form;
    expect(form.bio).toBe('About me');
    expect(form.releaseTitle).toBe('Night Drive');
    const trackId = form.tracks[0].id;
    useSubmissionFormStore.getState().patchTrack(trackId, { title: 'Neon\u202E Rain' });
    expect(useSubmissionFormStore.getState().form.tracks[0].title).toBe('Neon Rain');
  });
});
