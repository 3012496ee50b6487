import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { staticAssetsHandler } from '../../../api/static/static-assets.handler';

const INDEX_HTML = '<!doctype html><title>shell</title>';
const SUBMIT_HTML = '<!doctype html><title>shell</title><link rel="modulepreload" href="/assets/submit-abc123.js">';
const WRONG_PASSWORD_HTML = '<!doctype html><title>shell</title><p role="alert">Invalid email or password</p>';
const SCRIPT = `export const message = ${JSON.stringify('harbour '.repeat(400))};`;
let root: string;
let app: express.Express;

/** A build folder as the web build leaves it: hashed assets with brotli and gzip twins, the shell, an image. */
function writeBuild(dir: string) {
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets/index-abc123.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets/index-abc123.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'assets/index-abc123.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(dir, 'pages/staff'), { recursive: true });
  writeFileSync(path.join(dir, 'pages/submit.html'), SUBMIT_HTML);
  writeFileSync(path.join(dir, 'pages/staff/login.html'), SUBMIT_HTML.replace('submit', 'staff-login'));
  writeFileSync(path.join(dir, 'pages/staff/login.note-wrong-staff-credentials.html'), WRONG_PASSWORD_HTML);
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  writeBuild(root);
  app = express();
  app.use(staticAssetsHandler(root));
  app.use((_req, res) => res.status(404).json({ success: false, error: 'Not found' }));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The client decodes what it receives; Content-Length still tells which bytes went over the wire.
const binary = (res: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('static assets: content negotiation', () => {
  it('sends the brotli twin to a browser that accepts br, typed as the original script', async () => {
    const res = await request(app)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect((res.body as Buffer).toString()).toBe(SCRIPT);
  });

  it('sends the gzip twin when brotli is not accepted', async () => {
    const res = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip').buffer(true).parse(binary).expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(Number(res.headers['content-length'])).toBe(gzipSync(SCRIPT).length);
    expect((res.body as Buffer).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const res = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'identity').buffer(true).parse(binary).expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
    expect((res.body as Buffer).toString()).toBe(SCRIPT);
  });
});

describe('static assets: caching', () => {
  it('lets browsers keep hashed assets for a year', async () => {
    const res = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'br').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends hashed assets without revalidation or range headers, and the shell with them', async () => {
    const asset = await request(app).get('/assets/index-abc123.js').set('Accept-Encoding', 'br').expect(200);
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();
    expect(asset.headers['accept-ranges']).toBeUndefined();
    const shell = await request(app).get('/').expect(200);
    expect(shell.headers.etag).toBeDefined();
    expect(shell.headers['last-modified']).toBeDefined();
  });

  it('makes browsers revalidate the shell on every visit, including client-side routes', async () => {
    for (const url of ['/', '/submit', '/dashboard']) {
      const res = await request(app).get(url).expect(200);
      expect(res.text).toBe(url === '/submit' ? SUBMIT_HTML : INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not cache unhashed files as immutable', async () => {
    const res = await request(app).get('/favicon.svg').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('static assets: page shells that preload their chunks', () => {
  it.each([
    ['/submit', SUBMIT_HTML],
    ['/submit?draft=1', SUBMIT_HTML],
    ['/submit/', SUBMIT_HTML],
    ['/staff/login', SUBMIT_HTML.replace('submit', 'staff-login')],
    ['/staff/login?note=wrong-staff-credentials', WRONG_PASSWORD_HTML],
    ['/staff/login?next=/staff/review&note=wrong-staff-credentials', WRONG_PASSWORD_HTML],
    ['/staff/login?note=no-such-note', SUBMIT_HTML.replace('submit', 'staff-login')],
    ['/staff/login?note=../../index', SUBMIT_HTML.replace('submit', 'staff-login')],
    ['/staff/login?note=a&note=b', SUBMIT_HTML.replace('submit', 'staff-login')],
    ['/submit?note=wrong-staff-credentials', SUBMIT_HTML],
    ['/submit/resume/abc', INDEX_HTML],
    ['/i/TOKEN_with.dots', INDEX_HTML],
    ['/Submit', INDEX_HTML],
    ['/../pages/submit', INDEX_HTML],
  ])('%s gets the shell written for it, or index.html', async (url, shell) => {
    const res = await request(app).get(url).expect(200);
    expect(res.text).toBe(shell);
  });
});

describe('static assets: what stays out', () => {
  it('answers 404 for a missing hashed asset instead of the HTML shell', async () => {
    const res = await request(app).get('/assets/index-gone.js').expect(404);
    expect(res.body).toEqual({ success: false, error: 'Not found' });
  });

  it('leaves /api paths to the API', async () => {
    await request(app).get('/api/unknown').expect(404);
  });

  it('does not answer writes with the shell', async () => {
    await request(app).post('/submit').expect(404);
  });
});

describe('static assets: the first screen the portal state calls for', () => {
  const PAUSED_HTML = '<!doctype html><title>shell</title><div id="root" data-submissions-paused="">Join the waiting list</div>';
  let asked = 0;
  let answer: () => Promise<string | undefined> = async () => undefined;
  let paused: express.Express;

  beforeAll(() => {
    writeFileSync(path.join(root, 'pages/submit.waiting-list.html'), PAUSED_HTML);
    paused = express();
    paused.use(
      staticAssetsHandler(root, () => {
        asked += 1;
        return answer();
      }),
    );
  });

  it('sends /submit as its waiting-list screen while submissions are paused, and as itself otherwise', async () => {
    answer = async () => 'waiting-list';
    expect((await request(paused).get('/submit').expect(200)).text).toBe(PAUSED_HTML);
    expect((await request(paused).get('/submit?intent=keep-updated').expect(200)).text).toBe(PAUSED_HTML);
    answer = async () => undefined;
    expect((await request(paused).get('/submit').expect(200)).text).toBe(SUBMIT_HTML);
    answer = () => Promise.reject(new Error('database down'));
    expect((await request(paused).get('/submit').expect(200)).text).toBe(SUBMIT_HTML);
  });

  it('asks the state only for a page the build wrote a state variant for', async () => {
    answer = async () => 'waiting-list';
    asked = 0;
    expect((await request(paused).get('/staff/login').expect(200)).text).toBe(SUBMIT_HTML.replace('submit', 'staff-login'));
    await request(paused).get('/faq').expect(200);
    expect(asked).toBe(0);
  });
});
