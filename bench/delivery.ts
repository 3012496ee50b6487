/**
 * 'Download all' benchmark (prints figures, not a test): a 12-track album's delivery package streamed as one ZIP by a
 * real API process, against reading the same 13 files straight from storage in the same run, with the API process's
 * peak RSS growth sampled from /proc; then every file in the ZIP is checked against the SHA-256 stored at upload.
 * Run: npm run bench:delivery   (BENCH_TRACK_MB sets each WAV's size, 40 MB by default)
 */
import { execFile } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { LocalFileStorage } from '../adapters/file-storage/local.file-storage';
import { openDatabase } from '../adapters/persistence/open-database';
import { seedRelease, type SeededRelease } from '../tests/support/approved-release.seed';
import { zipEntries } from '../tests/support/zip-entries';
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

/** The same download by curl, as a cross-check of the lean client (MB/s by curl's own clock; null without curl). */
function curlRate(id: string): Promise<number | null> {
  const args = ['-sf', '-o', '/dev/null', '-w', '%{speed_download}', '-H', `Authorization: Bearer ${TOKEN}`];
  return new Promise((resolve) =>
    execFile('curl', [...args, `${BASE}/api/staff/releases/${id}/package.zip`], (error, out) => resolve(error ? null : Number(out) / MB)),
  );
}

function curlLine(runs: (number | null)[]): string {
  const rates = runs.filter((r): r is number => r !== null);
  if (rates.length < runs.length) return '(curl unavailable)';
  return `${Math.max(...rates)
    .toFixed(0)
    .padStart(6)} MB/s  (runs ${rates.map((r) => r.toFixed(0)).join(' / ')}; not in the verdict)`;
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** Every stored file of the album read to its end from the storage adapter, one after another (the ZIP's own order). */
async function readFromStorage(storage: LocalFileStorage, album: SeededRelease): Promise<number> {
  let bytes = 0;
  for (const file of [...album.tracks, album.artwork]) {
    const stream = await storage.read(file.storageKey);
    for await (const chunk of stream) bytes += (chunk as Buffer).length;
  }
  return bytes;
}

const perHundred = (seconds: number, mb: number) => ((seconds * 1000 * 100) / mb).toFixed(0);

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
    { releaseType: 'lp', trackCount: 12, trackBytes: TRACK_BYTES, item: 2 },
  );
  await database.close();
  let api: ProductionApi | undefined;
  try {
    api = await startProductionApi({ port: PORT, dataDir, env: { STAFF_API_TOKEN: TOKEN } });
    const pid = api.pid;
    await downloadZip(warmUp.submissionId);
    await readFromStorage(storage, album);

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
      curlRuns.push(await curlRate(album.submissionId));
    }

    const target = path.join(dir, 'album.zip');
    await saveZip(album.submissionId, target);
    const entries = new Map((await zipEntries(target)).map((entry) => [entry.path, entry]));
    const files = [...album.tracks, album.artwork];
    const wanted = [...album.isrcs.map((isrc, i) => `_${String(i + 1).padStart(3, '0')}_${isrc}.wav`), `${album.upc}.jpg`];
    const matching = files.filter((file, i) =>
      [...entries.values()].some((e) => e.path.endsWith(wanted[i]) && e.sha256 === file.sha256),
    ).length;

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
        `read from storage   ${storageRate.toFixed(0).padStart(6)} MB/s  (runs ${storageRuns.map((r) => r.toFixed(0)).join(' / ')})`,
        `ZIP via the API     ${zipRate.toFixed(0).padStart(6)} MB/s  (runs ${zipRuns.map((r) => r.toFixed(0)).join(' / ')}, ${(zipBytes / MB).toFixed(1)} MB streamed)  ratio ${ratio.toFixed(2)}  peak RSS growth ${growth.toFixed(1)} MB`,
        `cross-check by curl ${curlLine(curlRuns)}`,
        `CPU per 100 MB: storage read ${perHundred(cpu.storage, cpu.storageMb)} ms (bench process); ZIP ${perHundred(cpu.server, cpu.zipMb)} ms in the API process, ${perHundred(cpu.client, cpu.zipMb)} ms in the client (incl. the RSS sampler)`,
        `SHA-256 in the ZIP = stored: ${matching} of ${files.length} files  ${verdict}`,
        `Limits: ZIP ≥ 70% of reading from storage; peak RSS growth ≤ 64 MB; every file's SHA-256 matches. Load average at end: ${loadAverage()}.\n`,
      ].join('\n'),
    );
    if (verdict !== 'OK') process.exitCode = 1;
  } finally {
    await api?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

runBench(main);
