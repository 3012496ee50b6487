/**
 * 'Download all' benchmark (prints figures, not a test): a 12-track album of EXTENSIBLE WAVs (as DAWs write them)
 * streamed as one ZIP by a real API process, each WAV rewrapped as PCM format 1 on the way, against reading the same
 * 13 files straight from storage in the same run, with the API process's peak RSS growth sampled from /proc; then
 * every file in the ZIP is checked: the artwork against the SHA-256 stored at upload, each WAV against the same
 * samples behind a format-1 header. Then DDEX messages built and validated per second beside the validator alone.
 * Run: npm run bench:delivery   (BENCH_TRACK_MB sets each WAV's size, 40 MB by default)
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { LocalFileStorage } from '../adapters/file-storage/local.file-storage';
import { openDatabase } from '../adapters/persistence/open-database';
import { seedRelease, type SeededRelease } from '../tests/support/approved-release.seed';
import { zipEntries } from '../tests/support/zip-entries';
import { format1Sha256 } from './delivery-format1';
import { cpuSecondsOf, curlLine, curlRate, ownCpuSeconds, perHundred } from './delivery-measures';
import { messageLines, messageRates } from './delivery-messages';
import { loadAverage } from './support/portal-process';
import { type ProductionApi, startProductionApi } from './support/production-api';
import { runBench } from './support/run-bench';
import { rawDownload } from './support/raw-download';
import { MB, sampler } from './upload-workload';

const PORT = 3990 + Math.floor(Math.random() * 90);
const BASE = `http://127.0.0.1:${PORT}`;
const TOKEN = 'bench-delivery-staff-token-0123456789abcdef';
const TRACK_BYTES = Number(process.env.BENCH_TRACK_MB ?? 40) * MB;
const RUNS = 3;

/** The album's ZIP saved to `target` (untimed, for the SHA-256 check). */
function saveZip(id: string, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${BASE}/api/staff/releases/${id}/package.zip`, { headers: { Authorization: `Bearer ${TOKEN}` } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`package.zip answered ${res.statusCode}`));
      pipeline(res, createWriteStream(target)).then(resolve, reject);
    });
    req.on('error', reject);
  });
}

/** The timed download: the ZIP read to its end over HTTP by a lean client, its bytes counted and dropped. */
const downloadZip = (id: string) => rawDownload(`${BASE}/api/staff/releases/${id}/package.zip`, { Authorization: `Bearer ${TOKEN}` });

/** Every stored file of the album read to its end from the storage adapter, one after another (the ZIP's own order). */
async function readFromStorage(storage: LocalFileStorage, album: SeededRelease): Promise<number> {
  let bytes = 0;
  for (const file of [...album.tracks, album.artwork]) {
    const stream = await storage.read(file.storageKey);
    for await (const chunk of stream) bytes += (chunk as Buffer).length;
  }
  return bytes;
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const start = performance.now();
  const value = await run();
  return { value, seconds: (performance.now() - start) / 1000 };
}

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-delivery-'));
  const dataDir = path.join(dir, 'data');
  const storage = new LocalFileStorage(path.join(dataDir, 'files'), 'bench-signing-secret');
  // Seeded before the API starts: the embedded database has one process at a time.
  const database = await openDatabase({ dataDir });
  const warmUp = await seedRelease({ database, fileStorage: storage }, { releaseType: 'single', trackCount: 1, trackBytes: MB, item: 1 });
  const album = await seedRelease(
    { database, fileStorage: storage },
    { releaseType: 'lp', trackCount: 12, trackBytes: TRACK_BYTES, item: 2, wav: 'extensible' },
  );
  await database.close();
  let api: ProductionApi | undefined;
  try {
    api = await startProductionApi({ port: PORT, dataDir, env: { STAFF_API_TOKEN: TOKEN } });
    const pid = api.pid;
    await downloadZip(warmUp.submissionId);
    await readFromStorage(storage, album);
    // The first package of an upload makes its format-1 rendition (a read, a hash and a durable write); later ones read it.
    const first = await timed(() => downloadZip(album.submissionId));

    const storageRuns: number[] = [];
    const zipRuns: number[] = [];
    const curlRuns: (number | null)[] = [];
    let growth = 0;
    let zipBytes = 0;
    const cpu = { storage: 0, server: 0, client: 0, storageMb: 0, zipMb: 0 };
    const stored = [...album.tracks, album.artwork].reduce((total, file) => total + file.sizeBytes, 0);
    for (let run = 0; run < RUNS; run++) {
      const ownBefore = ownCpuSeconds();
      const direct = await timed(() => readFromStorage(storage, album));
      cpu.storage += ownCpuSeconds() - ownBefore;
      cpu.storageMb += direct.value / MB;
      storageRuns.push(direct.value / MB / direct.seconds);
      const rss = sampler(pid);
      const [serverBefore, clientBefore] = [cpuSecondsOf(pid), ownCpuSeconds()];
      const zip = await timed(() => downloadZip(album.submissionId));
      [cpu.server, cpu.client] = [cpu.server + cpuSecondsOf(pid) - serverBefore, cpu.client + ownCpuSeconds() - clientBefore];
      cpu.zipMb += zip.value / MB;
      growth = Math.max(growth, rss.stop() / MB);
      zipBytes = zip.value;
      zipRuns.push(zip.value / MB / zip.seconds);
      curlRuns.push(await curlRate(`${BASE}/api/staff/releases/${album.submissionId}/package.zip`, TOKEN));
    }

    const target = path.join(dir, 'album.zip');
    await saveZip(album.submissionId, target);
    const entries = new Map((await zipEntries(target)).map((entry) => [entry.path, entry]));
    const files = [...album.tracks, album.artwork];
    const wanted = [...album.isrcs.map((isrc, i) => `_${String(i + 1).padStart(3, '0')}_${isrc}.wav`), `${album.upc}.jpg`];
    const expected = [...(await Promise.all(album.tracks.map((track) => format1Sha256(storage, track)))), album.artwork.sha256];
    const matching = files.filter((_file, i) =>
      [...entries.values()].some((e) => e.path.endsWith(wanted[i]) && e.sha256 === expected[i]),
    ).length;
    const messages = await messageRates();

    const storageRate = Math.max(...storageRuns);
    const zipRate = Math.max(...zipRuns);
    const ratio = zipRate / storageRate;
    const verdict = ratio >= 0.7 && growth <= 64 && matching === files.length ? 'OK' : 'OVER LIMIT';
    console.log(
      [
        `\n'Download all' benchmark: a 12-track album (${(stored / MB).toFixed(0)} MB: 12 × ${TRACK_BYTES / MB} MB WAV + artwork), local storage, API pid ${pid}`,
        'Method: best of 3 alternating runs each; the storage baseline reads the same 13 files to their end through the same',
        'storage adapter in this process; the ZIP is GET /api/staff/releases/:id/package.zip read to its end over HTTP by a',
        'lean client (one socket, one reused 1 MiB receive buffer, as curl reads), its bytes counted and dropped as the baseline does.',
        `Load average at start: ${loadAtStart}.`,
        `first download      ${(first.value / MB / first.seconds).toFixed(0).padStart(6)} MB/s  (makes the 12 format-1 renditions; not in the verdict)`,
        `read from storage   ${storageRate.toFixed(0).padStart(6)} MB/s  (runs ${storageRuns.map((r) => r.toFixed(0)).join(' / ')})`,
        `ZIP via the API     ${zipRate.toFixed(0).padStart(6)} MB/s  (runs ${zipRuns.map((r) => r.toFixed(0)).join(' / ')}, ${(zipBytes / MB).toFixed(1)} MB streamed)  ratio ${ratio.toFixed(2)}  peak RSS growth ${growth.toFixed(1)} MB`,
        `cross-check by curl ${curlLine(curlRuns)}`,
        `CPU per 100 MB: storage read ${perHundred(cpu.storage, cpu.storageMb)} ms (bench process); ZIP ${perHundred(cpu.server, cpu.zipMb)} ms in the API process, ${perHundred(cpu.client, cpu.zipMb)} ms in the client (incl. the RSS sampler)`,
        `SHA-256 in the ZIP = the upload's samples behind a format-1 header (artwork: stored): ${matching} of ${files.length} files  ${verdict}`,
        `Limits: ZIP ≥ 70% of reading from storage; peak RSS growth ≤ 64 MB; every file's SHA-256 matches.`,
        ...messageLines(messages),
        `Load average at end: ${loadAverage()}.\n`,
      ].join('\n'),
    );
    if (verdict !== 'OK') process.exitCode = 1;
  } finally {
    await api?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

runBench(main);
