const db = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)}`;
const seconds = (value: number) => `${value.toFixed(1)} s`;

/** Each finding in one sentence a musician understands (spec: hear it before staff do). */
export const AUDIO_ADVICE = {
  turnedDown: (store: string, by: number, lufs: number, target: number) =>
    `${store} will turn this down by ${by.toFixed(0)} dB (${db(lufs)} LUFS; ${store} plays at ${db(target)}).`,
  loudnessFits: (lufs: number) => `Loudness ${db(lufs)} LUFS: the stores will play it about as loud as you mastered it.`,
  quiet: (lufs: number) => `Loudness ${db(lufs)} LUFS is quieter than most releases; stores will not turn it up past its peaks.`,
  silentFile: 'This file is silent: there is no music in it.',
  truePeakHigh: (dbtp: number, ceiling: number) =>
    `True peak ${db(dbtp)} dBTP: it may distort after encoding; most stores ask for ${db(ceiling)} dBTP.`,
  truePeakFits: (dbtp: number) => `True peak ${db(dbtp)} dBTP leaves room for encoding.`,
  clipped: (runs: number) => `The audio hits the ceiling in ${runs} places, which can sound like crackles or distortion.`,
  clippedBadly: (runs: number) =>
    `The audio hits the ceiling in ${runs} places: it will sound distorted. Please send a master with more headroom.`,
  notClipped: 'No clipping.',
  leadingSilence: (s: number) => `${seconds(s)} of silence at the start.`,
  trailingSilence: (s: number) => `${seconds(s)} of silence at the end.`,
  silenceFits: 'The track starts and ends without long silences.',
  dcOffset: (percent: number) =>
    `The waveform sits off-centre (${percent.toFixed(1)}%), which wastes headroom; a high-pass filter at mastering fixes it.`,
  monoAsStereo: 'Both channels are the same: this is a mono mix saved as stereo. Fine if intended.',
  phaseInverted: 'One channel is upside down (phase-inverted): on a mono speaker the music cancels out.',
  stereoFits: 'The stereo channels are fine.',
  padded16Bit: 'This 24-bit file holds 16-bit audio: hi-res stores and Apple Digital Masters need the original 24-bit export.',
  upsampled: 'Nothing above 22 kHz: this high-rate file was made from a CD-quality one, so hi-res stores may refuse it as hi-res.',
  resolutionFits: 'The file’s resolution is genuine.',
  artworkNotSquare: (w: number, h: number) => `The artwork is ${w}×${h}: stores need it exactly square.`,
  artworkTooSmall: (min: number) => `The artwork is too small: stores need at least ${min}×${min} pixels.`,
  artworkNotRgb: (space: string) => `The artwork is in ${space} colours: stores need RGB.`,
  artworkOtherProfile: 'The artwork uses an unusual colour profile; colours may look different in stores (sRGB is safest).',
  artworkTooLarge: (mb: number) => `The artwork file is larger than ${mb} MB, more than some stores accept.`,
  artworkTruncated: 'The artwork file seems cut short; please export it again.',
  artworkFits: 'The artwork meets the stores’ requirements.',
} as const;
