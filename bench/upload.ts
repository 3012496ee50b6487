/**
 * Upload benchmark (prints figures, not a test): a generated 200 MB WAV through the standard
 * (multipart), the direct (generate → PUT → process) and the tus (POST → PATCH) paths against a real API process, with the API
 * process's peak RSS growth sampled from /proc, and `cp` of the same file as the throughput baseline.
 * Run: npm run bench:upload   (or node scripts/run-ts.cjs bench/upload.ts)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { writeSilentWav } from '../tests/support/media/wav-builder';
import { bareCeiling, directUpload, send, standardUpload, tusUpload } from './upload-clients';
import { loadAverage } from './support/portal-process';
import { type ProductionApi, startProductionApi } from './support/production-api';
import { runBench } from './support/run-bench';
import { durableCopy, MB, sampler, SIZE, warm, writeMusicLikeWav } from './upload-workload';

const PORT = 3900 + Math.floor(Math.random() * 90);
const BASE = `http://127.0.0.1:${PORT}`;

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
  const file = path.join(dir, 'source.wav');
  await writeMusicLikeWav(file, SIZE);
  let api: ProductionApi | undefined;
  try {
    // BENCH_API_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof') profiles the API process.
    const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
    api = await startProductionApi({ port: PORT, dataDir: path.join(dir, 'data'), nodeArgs });
    const pid = api.pid;
    const s = await send('POST', `${BASE}/api/form-sessions`, { 'Content-Type': 'application/json' }, '{}');
    const session = (JSON.parse(s.text) as { formSession: string }).formSession;
    // Warm both paths (JIT, lazy modules) with a small file before measuring.
    const small = path.join(dir, 'small.wav');
    await writeSilentWav(small, 2 * MB);
    await standardUpload(BASE, small, session);
    await directUpload(BASE, small, session);
    await tusUpload(BASE, small, session);

    const rows: string[] = [];
    const cpRuns: number[] = [];
    const copy = (n: number) => {
      const target = path.join(dir, `copy-${n}.wav`);
      const seconds = durableCopy(file, target);
      cpRuns.push(SIZE / MB / seconds);
      rows.push(
        `cp + fsync (${n === 1 ? 'before' : 'after '})  ${(SIZE / MB / seconds).toFixed(0).padStart(6)} MB/s  (${seconds.toFixed(2)} s)`,
      );
    };
    const measured: Array<{ name: string; rate: number; growth: number; seconds: number; steps: string }> = [];
    copy(1);
    const bareBefore = await bareCeiling(file, dir, PORT + 100);
    for (const [name, run] of [
      ['standard (multipart)', standardUpload],
      ['direct (3 calls)', directUpload],
      ['tus (resumable)', tusUpload],
    ] as const) {
      warm(file);
      const rss = sampler(pid);
      const start = performance.now();
      const steps = await run(BASE, file, session);
      const seconds = (performance.now() - start) / 1000;
      measured.push({ name, rate: SIZE / MB / seconds, growth: rss.stop() / MB, seconds, steps });
    }
    copy(2);
    // The faster cp run is the baseline: the stricter of the two.
    const cpRate = Math.max(...cpRuns);
    // The bare server is the floor of the tus path, measured before and after, the faster one used.
    const bareRuns = [bareBefore, await bareCeiling(file, dir, PORT + 101)];
    const bare = Math.max(...bareRuns);
    for (const { name, rate, growth, seconds, steps } of measured) {
      const floor = name.startsWith('tus') ? { rate: bare, share: 0.8, label: 'bare' } : { rate: cpRate, share: 0.5, label: 'cp' };
      const verdict = growth <= 64 && rate >= floor.rate * floor.share ? 'OK' : 'OVER LIMIT';
      rows.push(
        `${name.padEnd(20)} ${rate.toFixed(0).padStart(6)} MB/s  (${seconds.toFixed(2)} s)  ratio to cp ${(rate / cpRate).toFixed(2)}  ratio to bare ${(rate / bare).toFixed(2)}  peak RSS growth ${growth.toFixed(1)} MB  ${verdict} (≥ ${floor.share * 100}% of ${floor.label})`,
      );
      rows.push(`    ${steps}`);
    }
    rows.push(
      `bare node:http PUT → file + fsync ${bareRuns.map((r) => r.toFixed(0)).join(' / ')} MB/s (faster used: ${bare.toFixed(0)}), ratio to cp ${(bare / cpRate).toFixed(2)} (no framework, no checks: the floor of the tus path)`,
    );
    const method = [
      'Method: the source is read once (cat > /dev/null) before every measurement, so all start with it in the page cache;',
      "the cp baseline is 'cp src dst && sync dst && sync dir' (file and directory entry fsynced), run before and after the",
      'uploads, the faster one used; each upload counts until the API answered, and the API fsyncs the file and its',
      `directory before answering. The source is music-like (not silence). Load average at start: ${loadAtStart}.`,
    ].join('\n');
    console.log(
      `\nUpload benchmark: ${SIZE / MB} MB music-like 16-bit WAV, local storage, API pid ${pid}\n${method}\n${rows.join('\n')}\nLimits: peak RSS growth ≤ 64 MB; standard and direct ≥ 50% of the faster cp + fsync; tus ≥ 80% of the faster bare node:http server. Load average at end: ${loadAverage()}.\n`,
    );
  } finally {
    await api?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

runBench(main);
