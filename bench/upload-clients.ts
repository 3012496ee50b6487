/** The bench's HTTP clients: the wizard's two upload paths as the browser drives them, and the bare-server ceiling. */
import { spawn } from 'node:child_process';
import { createReadStream, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MB, SIZE, warm } from './upload-workload';

export function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: NodeJS.ReadableStream | Buffer | string,
): Promise<{ status: number; text: string }> {
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

export const json = (body: unknown) => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** The multipart POST; resolves with when the last byte went out and when the answer came. */
export async function standardUpload(base: string, file: string, session: string): Promise<string> {
  const t0 = performance.now();
  let sentAt = 0;
  const boundary = `bench${Date.now()}`;
  const fields = { artistName: 'Bench Artist', fileType: 'audio', trackTitle: 'Bench', releaseTitle: 'Bench', sessionId: session };
  let head = '';
  for (const [k, v] of Object.entries(fields)) head += `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
  head += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.wav"\r\nContent-Type: audio/wav\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(head) + statSync(file).size + Buffer.byteLength(tail);
  const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      `${base}/api/upload/google-drive`,
      { method: 'POST', headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(length) } },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.write(head);
    const stream = createReadStream(file, { highWaterMark: MB });
    stream.pipe(req, { end: false });
    stream.on('end', () => req.end(tail, () => (sentAt = performance.now())));
  });
  if (answer.status !== 200) throw new Error(`standard upload: ${answer.status} ${answer.text}`);
  return `body sent ${(sentAt - t0).toFixed(0)} ms, answer ${(performance.now() - sentAt).toFixed(0)} ms after the last byte`;
}

/** generate-upload-url → PUT → process-upload; resolves with each call's time. */
export async function directUpload(base: string, file: string, session: string): Promise<string> {
  const size = statSync(file).size;
  const t0 = performance.now();
  const a = json({
    fileName: 'bench.wav',
    fileSize: size,
    contentType: 'audio/wav',
    artistName: 'Bench Artist',
    fileType: 'audio',
    sessionId: session,
  });
  const ticket = await send('POST', `${base}/api/cloud-storage/generate-upload-url`, a.headers, a.body);
  if (ticket.status !== 200) throw new Error(`generate-upload-url: ${ticket.status} ${ticket.text}`);
  const { uploadUrl, fileName } = JSON.parse(ticket.text) as { uploadUrl: string; fileName: string };
  const t1 = performance.now();
  const target = uploadUrl.startsWith('http') ? uploadUrl : `${base}${uploadUrl}`;
  const put = await send(
    'PUT',
    target,
    { 'Content-Type': 'audio/wav', 'Content-Length': String(size) },
    createReadStream(file, { highWaterMark: MB }),
  );
  if (put.status !== 200) throw new Error(`PUT: ${put.status} ${put.text}`);
  const t2 = performance.now();
  const p = json({
    fileName,
    bucketName: 'local',
    artistName: 'Bench Artist',
    trackTitle: 'Bench',
    fileType: 'audio',
    releaseTitle: 'Bench',
    sessionId: session,
  });
  const processed = await send('POST', `${base}/api/cloud-storage/process-upload`, p.headers, p.body);
  if (processed.status !== 200) throw new Error(`process-upload: ${processed.status} ${processed.text}`);
  const ms = (a: number, b: number) => (b - a).toFixed(0);
  return `generate-upload-url ${ms(t0, t1)} ms, PUT ${ms(t1, t2)} ms, process-upload ${ms(t2, performance.now())} ms`;
}

export async function waitForHealth(base: string): Promise<void> {
  for (let i = 0; i < 900; i++) {
    const ok = await send('GET', `${base}/api/health`, {})
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the API did not start');
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

export async function bareCeiling(file: string, dir: string, port: number): Promise<number> {
  const bare = spawn(process.execPath, ['-e', BARE_SERVER, String(port), path.join(dir, 'bare.wav')], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    await new Promise((resolve) => bare.once('message', resolve));
    warm(file);
    const start = performance.now();
    const put = await send(
      'PUT',
      `http://127.0.0.1:${port}/`,
      { 'Content-Length': String(statSync(file).size) },
      createReadStream(file, { highWaterMark: MB }),
    );
    if (put.status !== 200) throw new Error(`bare PUT: ${put.status}`);
    return SIZE / MB / ((performance.now() - start) / 1000);
  } finally {
    bare.kill('SIGTERM');
    rmSync(path.join(dir, 'bare.wav'), { force: true });
  }
}

/** tus 1.0: POST creates the upload, one PATCH sends every byte (tus-js-client's default without chunkSize). */
export async function tusUpload(base: string, file: string, session: string): Promise<string> {
  const size = statSync(file).size;
  const b64 = (v: string) => Buffer.from(v).toString('base64');
  const metadata = `filename ${b64('bench.wav')},filetype ${b64('audio/wav')},fileType ${b64('audio')},artistName ${b64('Bench Artist')}`;
  const t0 = performance.now();
  const created = await new Promise<{ status: number; location: string }>((resolve, reject) => {
    const req = http.request(
      `${base}/api/uploads/tus`,
      {
        method: 'POST',
        headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(size), 'Upload-Metadata': metadata, 'X-Form-Session': session },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? '') }));
      },
    );
    req.on('error', reject);
    req.end();
  });
  if (created.status !== 201) throw new Error(`tus POST: ${created.status}`);
  const t1 = performance.now();
  const headers = {
    'Tus-Resumable': '1.0.0',
    'Upload-Offset': '0',
    'Content-Type': 'application/offset+octet-stream',
    'Content-Length': String(size),
    'X-Form-Session': session,
  };
  const patched = await send('PATCH', `${base}${created.location}`, headers, createReadStream(file, { highWaterMark: MB }));
  if (patched.status !== 200) throw new Error(`tus PATCH: ${patched.status} ${patched.text}`);
  const ms = (a: number, b: number) => (b - a).toFixed(0);
  return `POST ${ms(t0, t1)} ms, PATCH (bytes, check, SHA-256, move) ${ms(t1, performance.now())} ms`;
}
