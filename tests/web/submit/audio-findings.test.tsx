import { render, screen } from '@testing-library/react';
import type { AudioAnalysisAnswer } from '../../../contracts';
import { AudioFindings } from '../../../web/src/features/submit/music/audio-findings.component';

const pending = (message: string | null): AudioAnalysisAnswer => ({
  status: 'pending',
  message,
  analysis: null,
  findings: [],
  details: {},
});

describe('AudioFindings while the analysis runs', () => {
  it("names its progress bar by the message the artist reads (axe's aria-progressbar-name)", () => {
    render(<AudioFindings answer={pending('Checking your master…')} />);
    expect(screen.getByRole('progressbar', { name: 'Checking your master…' })).toBeInTheDocument();
  });

  it('names it plainly when the answer carries no message', () => {
    render(<AudioFindings answer={pending(null)} />);
    expect(screen.getByRole('progressbar', { name: 'Checking the audio' })).toBeInTheDocument();
  });
});
