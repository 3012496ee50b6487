/**
 * Upload benchmark (issue 6; prints figures, not a test): a generated 200 MB WAV through the standard
 * (multipart) and the direct (generate → PUT → process) paths against a real API process, with the API
 * process's peak RSS growth sampled from /proc, and `cp` of the same file as the throughput baseline.
 * Run: npm run bench:upload   (or node scripts/run-ts.cjs bench/upload.ts)
 */
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { wavHeader, writeSilentWav } from '../tests/support/media/wav-builder';

const MB = 1024 * 1024;
const SIZE = 200 * MB;
const PORT = 3900 + Math.floor(Math.random() * 90);
const BASE = `http://127.0.0.1:${PORT}`;

/**
 * 16-bit/44.1 kHz stereo of a sine plus noise around -12 dBFS with a few full-scale peaks: every byte of the
 * samples varies as in real music (silence would flatter the clipping scan). A 1 MiB tile is repeated.
 */
async function writeMusicLikeWav(target: string, totalBytes: number): Promise<void> {
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

/** Reads the whole source so every measurement starts with it in the page cache. */
function warm(file: string): void {
  execFileSync('sh', ['-c', 'cat "$1" > /dev/null', 'sh', file]);
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

function sampler(pid: number) {
  const base = rssOf(pid);
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 10);
  return { stop: () => (clearInterval(timer), Math.max(peak, rssOf(pid)) - base) };
}

function send(method: string, url: string, headers: Record<string, string>, body?: NodeJS.ReadableStream | Buffer | string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    if (body === undefined || typeof body === 'string' || Buffer.isBuffer(body)) req.end(body);
    else body.pipe(req);
  });
}

const json = (body: unknown) => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** When the last byte of the standard upload was handed to the socket, and the step summary. */
let sentAt = 0;
let standardSteps = '';

async function standardUpload(file: string, session: string): Promise<void> {
  const t0 = performance.now();
  const boundary = `bench${Date.now()}`;
  const fields = { artistName: 'Bench Artist', fileType: 'audio', trackTitle: 'Bench', releaseTitle: 'Bench', sessionId: session };
  let head = '';
  for (const [k, v] of Object.entries(fields)) head += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  head += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.wav"\r\nContent-Type: audio/wav\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(head) + statSync(file).size + Buffer.byteLength(tail);
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(`${BASE}/api/upload/google-drive`, { method: 'POST', headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(length) } }, (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.write(head);
    const stream = createReadStream(file, { highWaterMark: MB });
    stream.pipe(req, { end: false });
    stream.on('end', () => req.end(tail, () => (sentAt = performance.now())));
  });
  if (answer.status !== 200) throw new Error(`standard upload: ${answer.status} ${answer.text}`);
  standardSteps = `body sent ${(sentAt - t0).toFixed(0)} ms, answer ${(performance.now() - sentAt).toFixed(0)} ms after the last byte`;
}

/** Per-call times of the last direct upload (ms), printed with the figures. */
let directSteps = '';

async function directUpload(file: string, session: string): Promise<void> {
  const size = statSync(file).size;
  const t0 = performance.now();
  const a = json({ fileName: 'bench.wav', fileSize: size, contentType: 'audio/wav', artistName: 'Bench Artist', fileType: 'audio', sessionId: session });
  const ticket = await send('POST', `${BASE}/api/cloud-storage/generate-upload-url`, a.headers, a.body);
  if (ticket.status !== 200) throw new Error(`generate-upload-url: ${ticket.status} ${ticket.text}`);
  const { uploadUrl, fileName } = JSON.parse(ticket.text) as { uploadUrl: string; fileName: string };
  const t1 = performance.now();
  const target = uploadUrl.startsWith('http') ? uploadUrl : `${BASE}${uploadUrl}`;
  const put = await send('PUT', target, { 'Content-Type': 'audio/wav', 'Content-Length': String(size) }, createReadStream(file, { highWaterMark: MB }));
  if (put.status !== 200) throw new Error(`PUT: ${put.status} ${put.text}`);
  const t2 = performance.now();
  const p = json({ fileName, bucketName: 'local', artistName: 'Bench Artist', trackTitle: 'Bench', fileType: 'audio', releaseTitle: 'Bench', sessionId: session });
  const processed = await send('POST', `${BASE}/api/cloud-storage/process-upload`, p.headers, p.body);
  if (processed.status !== 200) throw new Error(`process-upload: ${processed.status} ${processed.text}`);
  const ms = (a: number, b: number) => (b - a).toFixed(0);
  directSteps = `generate-upload-url ${ms(t0, t1)} ms, PUT ${ms(t1, t2)} ms, process-upload ${ms(t2, performance.now())} ms`;
}

/**
 * A bare node:http server that only pipes a PUT body into a file and fsyncs it (no framework, no checks):
 * the ceiling any Node HTTP upload can reach on this machine, printed for reference (not a limit).
 */
const BARE_SERVER = `
const http = require('node:http'), fs = require('node:fs');
const [port, target] = process.argv.slice(1);
http.createServer((req, res) => {
  const out = fs.createWriteStream(target, { highWaterMark: 1 << 20 });
  req.pipe(out);
  out.on('finish', () => { const fd = fs.openSync(target, 'r'); fs.fsyncSync(fd); fs.closeSync(fd); res.end('ok'); });
}).listen(Number(port), '127.0.0.1', () => process.send && process.send('ready'));
`;

async function bareCeiling(file: string, dir: string): Promise<number> {
  const port = PORT + 100;
  const bare = spawn(process.execPath, ['-e', BARE_SERVER, String(port), path.join(dir, 'bare.wav')], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  try {
    await new Promise((resolve) => bare.once('message', resolve));
    warm(file);
    const start = performance.now();
    const put = await send('PUT', `http://127.0.0.1:${port}/`, { 'Content-Length': String(statSync(file).size) }, createReadStream(file, { highWaterMark: MB }));
    if (put.status !== 200) throw new Error(`bare PUT: ${put.status}`);
    return SIZE / MB / ((performance.now() - start) / 1000);
  } finally {
    bare.kill('SIGTERM');
    rmSync(path.join(dir, 'bare.wav'), { force: true });
  }
}

async function waitForHealth(): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const ok = await send('GET', `${BASE}/api/health`, {}).then((r) => r.status === 200).catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the API did not start');
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
  const file = path.join(dir, 'source.wav');
  await writeMusicLikeWav(file, SIZE);
  // The API runs as in production: compiled by tsc (decorator metadata for Nest), from dist/server.
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  // BENCH_API_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof') profiles the API process.
  const apiArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...apiArgs, 'dist/server/api/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: path.join(dir, 'data'), LOG_LEVEL: 'error', WORKER_ENABLED: 'false', STORAGE_ADAPTER: 'local', SEED_DEMO_DATA: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth();
    const pid = server.pid!;
    const s = await send('POST', `${BASE}/api/form-sessions`, { 'Content-Type': 'application/json' }, '{}');
    const session = (JSON.parse(s.text) as { formSession: string }).formSession;
    // Warm both paths (JIT, lazy modules) with a small file before measuring.
    const small = path.join(dir, 'small.wav');
    await writeSilentWav(small, 2 * MB);
    await standardUpload(small, session);
    await directUpload(small, session);

    const rows: string[] = [];
    const cpRuns: number[] = [];
    const copy = (n: number) => {
      const target = path.join(dir, `copy-${n}.wav`);
      warm(file);
      const start = performance.now();
      // Durable like the API's local storage: the copy and its directory entry are fsynced before the clock stops.
      execFileSync('sh', ['-c', 'cp "$1" "$2" && sync "$2" && sync "$(dirname "$2")"', 'sh', file, target]);
      const seconds = (performance.now() - start) / 1000;
      rmSync(target);
      cpRuns.push(SIZE / MB / seconds);
      rows.push(`cp + fsync (${n === 1 ? 'before' : 'after '})  ${(SIZE / MB / seconds).toFixed(0).padStart(6)} MB/s  (${seconds.toFixed(2)} s)`);
    };
    const measured: Array<{ name: string; rate: number; growth: number; seconds: number }> = [];
    copy(1);
    for (const [name, run] of [
      ['standard (multipart)', standardUpload],
      ['direct (3 calls)', directUpload],
    ] as const) {
      warm(file);
      const rss = sampler(pid);
      const start = performance.now();
      await run(file, session);
      const seconds = (performance.now() - start) / 1000;
      measured.push({ name, rate: SIZE / MB / seconds, growth: rss.stop() / MB, seconds });
    }
    copy(2);
    // The faster cp run is the baseline: the stricter of the two.
    const cpRate = Math.max(...cpRuns);
    for (const { name, rate, growth, seconds } of measured) {
      const verdict = growth <= 64 && rate >= cpRate * 0.5 ? 'OK' : 'OVER LIMIT';
      rows.push(`${name.padEnd(20)} ${rate.toFixed(0).padStart(6)} MB/s  (${seconds.toFixed(2)} s)  ratio to cp ${(rate / cpRate).toFixed(2)}  peak RSS growth ${growth.toFixed(1)} MB  ${verdict}`);
    }
    rows.push(`  standard path: ${standardSteps}`);
    rows.push(`  direct path steps: ${directSteps}`);
    const ceiling = await bareCeiling(file, dir);
    rows.push(`bare node:http PUT → file + fsync ${ceiling.toFixed(0)} MB/s, ratio to cp ${(ceiling / cpRate).toFixed(2)} (reference: no framework, no checks; not a limit)`);
    const method = [
      'Method: the source is read once (cat > /dev/null) before every measurement, so all start with it in the page cache;',
      "the cp baseline is 'cp src dst && sync dst && sync dir' (file and directory entry fsynced), run before and after the",
      'uploads, the faster one used; each upload counts until the API answered, and the API fsyncs the file and its',
      `directory before answering. Load average at start: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}.`,
    ].join('\n');
    console.log(`\nUpload benchmark: ${SIZE / MB} MB music-like 16-bit WAV, local storage, API pid ${pid}\n${method}\n${rows.join('\n')}\nLimits: peak RSS growth ≤ 64 MB, throughput ≥ 50% of the faster cp + fsync. Load average at end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}.\n`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
