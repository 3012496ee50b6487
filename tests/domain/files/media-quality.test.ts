import {
  artworkQualityWarnings,
  audioQualityWarnings,
  type AudioFacts,
  hex16,
  isOversizedImage,
} from '../../../domain/files/media-quality';
import { ARTWORK_QUALITY_WARNINGS, AUDIO_QUALITY_WARNINGS, MEDIA_REFUSALS } from '../../../domain/files/media-quality.messages';

const cd: AudioFacts = {
  container: 'RIFF',
  formatCode: 1,
  subFormatCode: null,
  bitDepth: 16,
  sampleRate: 44100,
  channels: 2,
  durationSeconds: 180,
  trailingBytes: 0,
  clippedSamples: 0,
};

describe('audio quality warnings', () => {
  it('has none for 16-bit/44.1 kHz stereo PCM', () => expect(audioQualityWarnings(cd)).toEqual([]));
  it('names the earlier file when the same audio is uploaded twice', () =>
    expect(AUDIO_QUALITY_WARNINGS.sameAudioAs('Intro.wav')).toBe("The same audio as 'Intro.wav', already uploaded for another track"));
  it('has none for 24-bit/96 kHz stereo', () => expect(audioQualityWarnings({ ...cd, bitDepth: 24, sampleRate: 96000 })).toEqual([]));
  it('never warns about an EXTENSIBLE header with a PCM sub-format (a header fact, not a problem)', () => {
    expect(audioQualityWarnings({ ...cd, formatCode: 0xfffe, subFormatCode: 1, bitDepth: 24, sampleRate: 48000 })).toEqual([]);
  });
  it('warns about float and unknown formats', () => {
    expect(audioQualityWarnings({ ...cd, formatCode: 3, bitDepth: 32 })).toEqual([
      AUDIO_QUALITY_WARNINGS.notPcm('0x0003'),
      AUDIO_QUALITY_WARNINGS.bitDepth(32),
    ]);
    expect(audioQualityWarnings({ ...cd, formatCode: 0xfffe, subFormatCode: null })).toContain(AUDIO_QUALITY_WARNINGS.notPcm('0xFFFE'));
  });
  it('warns about low rates, mono, 8-bit, multichannel, short, trailing data and clipping', () => {
    const warnings = audioQualityWarnings({
      ...cd,
      bitDepth: 8,
      sampleRate: 22050,
      channels: 1,
      durationSeconds: 0.5,
      trailingBytes: 10,
      clippedSamples: 3,
    });
    expect(warnings).toEqual([
      AUDIO_QUALITY_WARNINGS.bitDepth(8),
      AUDIO_QUALITY_WARNINGS.sampleRate(22050),
      'Audio is mono; stereo is expected',
      AUDIO_QUALITY_WARNINGS.tooShort,
      '10 bytes of data follow the audio data chunk',
      '3 samples at full scale (possible clipping)',
    ]);
    expect(audioQualityWarnings({ ...cd, channels: 6 })).toEqual(['Audio has 6 channels; stereo is expected']);
  });
  it('formats codes as hex', () => expect(hex16(0xfffe)).toBe('0xFFFE'));
});

describe('artwork quality warnings', () => {
  const ok = { width: 3000, height: 3000, colourSpace: 'sRGB' as const, complete: true };
  it('passes 3000×3000 sRGB', () => expect(artworkQualityWarnings(ok)).toEqual([]));
  it('warns for 2999×3000', () =>
    expect(artworkQualityWarnings({ ...ok, width: 2999 })).toEqual([
      ARTWORK_QUALITY_WARNINGS.notSquare(2999, 3000),
      'Artwork should be at least 3000×3000 pixels',
    ]));
  it('warns for CMYK and truncated files', () =>
    expect(artworkQualityWarnings({ ...ok, colourSpace: 'CMYK', complete: false })).toEqual([
      'Artwork colour space is CMYK; sRGB is expected',
      ARTWORK_QUALITY_WARNINGS.truncated,
    ]));
  it('refuses sides over 12000 px', () => {
    expect(isOversizedImage(12000, 12000)).toBe(false);
    expect(isOversizedImage(12001, 10)).toBe(true);
    expect(isOversizedImage(10, 65535)).toBe(true);
    expect(MEDIA_REFUSALS.oversizedImage(65535, 10, 12000)).toBe('Image dimensions 65535×10 exceed the 12000×12000 pixel limit');
    expect(MEDIA_REFUSALS.malformedWav('x')).toBe('Invalid WAV file: x');
    expect(MEDIA_REFUSALS.malformedJpeg('x')).toBe('Invalid JPEG file: x');
  });
});
