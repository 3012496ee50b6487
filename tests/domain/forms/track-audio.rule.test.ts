import type { AudioFileFact } from '../../../domain/forms/submission-facts';
import { TRACK_AUDIO_MESSAGES } from '../../../domain/forms/track-audio.rule';
import { trackAudioIssue } from '../../../domain/forms/track.rules';

describe('trackAudioIssue', () => {
  const audio = new Map<string, AudioFileFact>([['f1', { owned: true, durationSeconds: 180 }]]);

  it('asks for a WAV on a track without one, naming it', () => {
    expect(trackAudioIssue({ title: ' Low Water ', fileId: null }, 1, audio)).toEqual({
      field: 'tracks[1].file',
      message: 'Please upload a WAV file for track 2 "Low Water"',
    });
    expect(trackAudioIssue({ title: '' }, 2, audio)).toEqual({ field: 'tracks[2].file', message: 'Please upload a WAV file for track 3' });
    expect(TRACK_AUDIO_MESSAGES.audioRequired(1, '')).toBe('Please upload a WAV file for track 1');
  });

  it('has nothing to say when the track has its audio', () => {
    expect(trackAudioIssue({ title: 'Tide', fileId: 'f1' }, 0, audio)).toBeNull();
  });
});
