import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Debian's reference encoder (package `flac`); the tests install it with the other Debian tools. */
export const FLAC_COMMAND = process.env.FLAC_COMMAND ?? 'flac';

/** Runs `flac` with `input` piped to its stdin; resolves when it exits 0, rejects with its own words otherwise. */
function runFlac(args: string[], input: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(FLAC_COMMAND, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr = (stderr + text).slice(-2000)));
    // A flac that stops reading early (a refused header) closes stdin: its exit status tells, not the broken pipe.
    const feeding = pipeline(input, child.stdin).catch(() => undefined);
    child.on('error', reject);
    child.on('close', (status) => {
      void feeding.then(() => {
        if (status === 0) resolve();
        else reject(new Error(stderr.trim().split('\n').filter(Boolean).pop() ?? `flac exited with ${status}`));
      });
    });
  });
}

/** Encodes a WAV stream (format 1 or EXTENSIBLE) into a FLAC file at `target`, streaming: flac reads it from stdin. */
export function encodeFlac(wav: Readable, target: string): Promise<void> {
  return runFlac(['--silent', '--force', '-5', '-o', target, '-'], wav);
}

/** `flac -t`: decodes the whole stream and checks every frame's CRC and the stream's MD5 of the samples. */
export function testFlac(flac: Readable): Promise<void> {
  return runFlac(['--silent', '-t', '-'], flac);
}
