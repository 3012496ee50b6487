import { render, screen } from '@testing-library/react';
import type { AudioAnalysisAnswer } from '../../../wire';
import { audioFindings } from '../../../domain/files/audio-advice';
import type { AudioAnalysis } from '../../../domain/files/audio-analysis';
import { ORDINARY_ANALYSIS } from '../../support/builders/audio-analysis.builder';
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

const ordinary = ORDINARY_ANALYSIS;
const done = (analysis: AudioAnalysis): AudioAnalysisAnswer => ({
  status: 'done',
  message: null,
  analysis,
  findings: audioFindings(analysis),
  details: {},
});
const shownMessages = () => screen.getAllByRole('alert').map((alert) => alert.textContent);

describe('AudioFindings when the analysis is done: true peak is always on the card', () => {
  it('below the −1 dBTP ceiling, beside the loudness, when nothing needs a look', () => {
    render(<AudioFindings answer={done(ordinary)} />);
    expect(shownMessages()).toEqual([
      'Loudness −16.2 LUFS: the stores will play it about as loud as you mastered it.',
      'True peak −1.2 dBTP leaves room for encoding.',
    ]);
  });

  it('below the ceiling, beside what needs a look', () => {
    render(<AudioFindings answer={done({ ...ordinary, clipRuns: 3 })} />);
    expect(shownMessages()).toEqual([
      'True peak −1.2 dBTP leaves room for encoding.',
      'The audio hits the ceiling in 3 places, which can sound like crackles or distortion.',
    ]);
  });

  it('above the ceiling, as advice', () => {
    render(<AudioFindings answer={done({ ...ordinary, truePeakDbtp: 3.45 })} />);
    expect(shownMessages()).toEqual(['True peak +3.5 dBTP: it may distort after encoding; most stores ask for −1.0 dBTP.']);
  });
});
