import type * as Koffi from 'koffi' with { 'resolution-mode': 'import' };

// koffi ships a CommonJS entry beside its ESM one; its types are declared as ESM only.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const koffi = require('koffi') as typeof Koffi;

// libebur128's mode bits (ebur128.h): integrated + loudness range. True peak is TruePeakMeter's (its filter is longer).
const MODE_I = (1 << 2) | 1;
const MODE_LRA = (1 << 3) | (1 << 1) | 1;

interface Binding {
  init: (channels: number, rate: number, mode: number) => unknown;
  addFrames: (state: unknown, samples: Float32Array, frames: number) => number;
  global: (state: unknown, out: number[]) => number;
  range: (state: unknown, out: number[]) => number;
  destroy: (state: unknown[]) => void;
}

let binding: Binding | null = null;

/** libebur128 (Debian's libebur128-1, the reference BS.1770-4 / EBU R128 meter) through koffi's FFI, loaded once. */
function load(): Binding {
  if (binding) return binding;
  const lib = koffi.load('libebur128.so.1');
  binding = {
    init: lib.func('void* ebur128_init(unsigned int channels, unsigned long samplerate, int mode)'),
    addFrames: lib.func('int ebur128_add_frames_float(void* st, const float* src, size_t frames)'),
    global: lib.func('int ebur128_loudness_global(void* st, _Out_ double* out)'),
    range: lib.func('int ebur128_loudness_range(void* st, _Out_ double* out)'),
    destroy: lib.func('void ebur128_destroy(_Inout_ void** st)'),
  };
  return binding;
}

export interface LoudnessFigures {
  integratedLufs: number | null;
  loudnessRangeLu: number;
}

/** One stream's meter: frames go in as interleaved float32 in order; the state is C memory of a fixed size. */
export class LoudnessMeter {
  private readonly lib = load();
  private state: unknown;

  constructor(channels: number, sampleRate: number) {
    this.state = this.lib.init(channels, sampleRate, MODE_I | MODE_LRA);
    if (!this.state) throw new Error(`libebur128 refused ${channels} channels at ${sampleRate} Hz`);
  }

  add(interleaved: Float32Array, frames: number): void {
    if (frames === 0) return;
    if (this.lib.addFrames(this.state, interleaved, frames) !== 0) throw new Error('libebur128 could not take the frames');
  }

  figures(): LoudnessFigures {
    const out = [0];
    this.lib.global(this.state, out);
    const integrated = Number.isFinite(out[0]) ? out[0] : null;
    this.lib.range(this.state, out);
    const range = Number.isFinite(out[0]) ? out[0] : 0;
    return { integratedLufs: integrated, loudnessRangeLu: range };
  }

  close(): void {
    if (this.state) this.lib.destroy([this.state]);
    this.state = null;
  }
}
