import { missingAudioIssues, TRACK_AUDIO_MESSAGES } from '../../../domain/forms/track-audio.rule';

describe('missingAudioIssues', () => {
  it('asks for a WAV on each track without one, naming it', () => {
    expect(
      missingAudioIssues([
        { title: 'Tide', hasFile: true },
        { title: ' Low Water ', hasFile: false },
        { title: '', hasFile: false },
      ]),
    ).toEqual([
      { field: 'tracks[1].file', message: 'Please upload a WAV file for track 2 "Low Water"' },
      { field: 'tracks[2].file', message: 'Please upload a WAV file for track 3' },
    ]);
  });

  it('has nothing to say when every track has audio', () => {
    expect(missingAudioIssues([{ title: 'A', hasFile: true }])).toEqual([]);
    expect(TRACK_AUDIO_MESSAGES.audioRequired(1, '')).toBe('Please upload a WAV file for track 1');
  });
});
