/**
 * Audio analysis benchmark (prints figures, not a test): a 200 MB 24-bit/48 kHz stereo WAV made with sox (pink noise
 * and a tone under a tremolo, ≈ 11.5 minutes) streamed through the analyser the 'audio.analyse' job runs, with this
 * process's peak RSS growth, beside `ffmpeg -af ebur128=peak=true` on the same file in the same run (the floor).
 * Targets: at least half of ffmpeg's speed, RSS growth ≤ 64 MB.
 * Run: npm run bench:analysis
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { StreamingAudioAnalyser } from '../adapters/media/analysis/streaming.audio-analyser';
import { MB, warm } from './upload-workload';
import { runBench } from './support/run-bench';

const SECONDS = Math.floor((200 * MB) / (48_000 * 2 * 3));
const SPEED_FLOOR = 0.5;
const RSS_CEILING_MB = 64;

function makeWav(file: string, seconds: number): void {
  const effects = ['synth', String(seconds), 'pinknoise', 'sine', '440', 'tremolo', '3', '40', 'vol', '-6dB'];
  execFileSync('sox', ['-n', '-r', '48000', '-b', '24', '-c', '2', file, ...effects]);
}

async function analyse(file: string) {
  return new StreamingAudioAnalyser().analyse(createReadStream(file, { highWaterMark: MB }));
}

function ffmpeg(file: string): { seconds: number; integrated: number; truePeak: number } {
  warm(file);
  const start = performance.now();
  const run = spawnSync('ffmpeg', ['-nostats', '-hide_banner', '-i', file, '-af', 'ebur128=peak=true', '-f', 'null', '-'], {
    encoding: 'utf8',
    // ebur128 logs a line per 100 ms of audio: about 1 MB for this file.
    maxBuffer: 256 * MB,
  });
  const seconds = (performance.now() - start) / 1000;
  const summary = run.stderr.slice(run.stderr.lastIndexOf('Summary:'));
  const figure = (label: string) => Number(new RegExp(`${label}:\\s+(-?[\\d.]+)`).exec(summary)?.[1]);
  return { seconds, integrated: figure('I'), truePeak: figure('Peak') };
}

async function ours(file: string) {
  warm(file);
  global.gc?.();
  const base = process.memoryUsage.rss();
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  const start = performance.now();
  const result = await analyse(file);
  const seconds = (performance.now() - start) / 1000;
  clearInterval(timer);
  return { seconds, result, rssGrowthMb: (Math.max(peak, process.memoryUsage.rss()) - base) / MB };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-analysis-'));
  try {
    const small = path.join(dir, 'warm-up.wav');
    makeWav(small, 5);
    await analyse(small); // loads libebur128 and compiles the hot loops before the baseline is taken
    const file = path.join(dir, 'master.wav');
    makeWav(file, SECONDS);
    const size = statSync(file).size;
    const reference = ffmpeg(file);
    const mine = await ours(file);
    const speed = reference.seconds / mine.seconds;
    const row = (name: string, value: string) => console.log(`${name.padEnd(34)} ${value}`);
    console.log(
      `\nbench:analysis (load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}, ${os.cpus().length} cores)`,
    );
    row('file', `${(size / MB).toFixed(1)} MB, 24-bit/48 kHz stereo, ${mine.result.durationSeconds.toFixed(1)} s of audio`);
    row(
      'ffmpeg -af ebur128=peak=true',
      `${reference.seconds.toFixed(2)} s  (I ${reference.integrated} LUFS, peak ${reference.truePeak} dBTP)`,
    );
    row(
      'portal analysis (all checks)',
      `${mine.seconds.toFixed(2)} s  (I ${mine.result.integratedLufs} LUFS, peak ${mine.result.truePeakDbtp} dBTP)`,
    );
    row('speed vs ffmpeg (floor 0.5)', `${speed.toFixed(2)} ${speed >= SPEED_FLOOR ? 'ok' : 'BELOW FLOOR'}`);
    row(
      `RSS growth (ceiling ${RSS_CEILING_MB} MB)`,
      `${mine.rssGrowthMb.toFixed(1)} MB ${mine.rssGrowthMb <= RSS_CEILING_MB ? 'ok' : 'ABOVE CEILING'}`,
    );
    row('integrated loudness difference', `${Math.abs((mine.result.integratedLufs ?? NaN) - reference.integrated).toFixed(2)} LU`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

runBench(main);
