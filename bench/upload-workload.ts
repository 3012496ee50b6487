/** The bench's workload and yardsticks: the source WAV, page-cache warming, RSS sampling, the durable cp. */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, readFileSync, rmSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { wavHeader } from '../tests/support/media/wav-builder';

export const MB = 1024 * 1024;
export const SIZE = 200 * MB;

/**
 * 16-bit/44.1 kHz stereo of a sine plus noise around -12 dBFS with a few full-scale peaks: every byte of the
 * samples varies as in real music (silence would flatter the clipping scan). A 1 MiB tile is repeated.
 */
export async function writeMusicLikeWav(target: string, totalBytes: number): Promise<void> {
  const spec = { bits: 16 as const, rate: 44100, channels: 2 };
  const header = wavHeader({ ...spec, frames: 0 });
  const frames = Math.floor((totalBytes - header.length) / 4);
  const tile = Buffer.alloc(MB);
  let seed = 12345;
  for (let i = 0; i < tile.length; i += 2) {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    const noise = (seed / 2 ** 32) * 2 - 1;
    const value = i % 65536 === 0 ? 32767 : Math.round(8192 * Math.sin(i / 40) + 4096 * noise);
    tile.writeInt16LE(value, i);
  }
  const out = createWriteStream(target);
  out.write(wavHeader({ ...spec, frames }));
  for (let left = frames * 4; left > 0; left -= tile.length) {
    if (!out.write(tile.subarray(0, Math.min(left, tile.length)))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** cp then fsync of the copy and of its folder (as durable as the API's local storage); seconds taken, source warm. */
export function durableCopy(file: string, target: string): number {
  warm(file);
  const start = performance.now();
  execFileSync('sh', ['-c', 'cp "$1" "$2" && sync "$2" && sync "$(dirname "$2")"', 'sh', file, target]);
  const seconds = (performance.now() - start) / 1000;
  rmSync(target);
  return seconds;
}

/** Reads the whole source so every measurement starts with it in the page cache. */
export function warm(file: string): void {
  execFileSync('sh', ['-c', 'cat "$1" > /dev/null', 'sh', file]);
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

export function sampler(pid: number) {
  const base = rssOf(pid);
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 10);
  return { stop: () => (clearInterval(timer), Math.max(peak, rssOf(pid)) - base) };
}
