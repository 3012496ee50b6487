import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkSignature } from './s3-signature';

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Requests seen, for assertions ('PUT /bucket/key'). */
  log: string[];
  close(): Promise<void>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

/**
 * A local server that answers like S3's REST API (path-style): Put/Get (Range)/Head/Delete/Copy object,
 * ListObjectsV2, multipart uploads, SigV4 header and presigned-query authentication, and S3's XML errors
 * (NoSuchKey, NoSuchBucket, AccessDenied 'Request has expired', SignatureDoesNotMatch). Objects live on disk.
 */
export async function startFakeS3(options: { bucket?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'test-bucket';
  const accessKeyId = 'FAKEACCESSKEY';
  const secretAccessKey = 'fake/secret/key';
  const root = await mkdtemp(path.join(os.tmpdir(), 'fake-s3-'));
  const objects = path.join(root, 'objects');
  const uploads = path.join(root, 'uploads');
  await mkdir(objects, { recursive: true });
  await mkdir(uploads, { recursive: true });
  const log: string[] = [];
  const fileOf = (key: string) => path.join(objects, Buffer.from(key).toString('base64url'));
  const meta = async (key: string) =>
    JSON.parse(await readFile(`${fileOf(key)}.json`, 'utf8').catch(() => 'null')) as { contentType: string } | null;

  const fail = (res: ServerResponse, status: number, code: string, message: string) => {
    res.writeHead(status, { 'Content-Type': 'application/xml' });
    res.end(xml(`<Error><Code>${code}</Code><Message>${message}</Message></Error>`));
  };

  const store = async (key: string, source: IncomingMessage | string[], contentType: string) => {
    const temp = path.join(root, randomUUID());
    const hash = createHash('md5');
    if (Array.isArray(source)) {
      const out = createWriteStream(temp);
      for (const part of source)
        await pipeline(
          createReadStream(part).on('data', (c) => hash.update(c)),
          out,
          { end: false },
        );
      out.end();
      await new Promise<void>((resolve) => out.on('finish', () => resolve()));
    } else {
      await pipeline(
        source.on('data', (c: Buffer) => hash.update(c)),
        createWriteStream(temp),
      );
    }
    await rename(temp, fileOf(key));
    await writeFile(`${fileOf(key)}.json`, JSON.stringify({ key, contentType }));
    return `"${hash.digest('hex')}"`;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const rawPath = (req.url ?? '/').split('?')[0];
    log.push(`${req.method} ${rawPath}${url.searchParams.has('uploadId') ? '?uploadId' : ''}`);
    const [, bucketName, ...rest] = rawPath.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const q = url.searchParams;
    const auth = checkSignature(req, rawPath, q, { [accessKeyId]: secretAccessKey });
    if (auth === 'missing') return fail(res, 403, 'AccessDenied', 'Access Denied');
    if (auth === 'expired') return fail(res, 403, 'AccessDenied', 'Request has expired');
    if (auth === 'mismatch')
      return fail(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
    if (bucketName !== bucket) return fail(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (String(req.headers['content-encoding'] ?? '').includes('aws-chunked'))
      return fail(res, 501, 'NotImplemented', 'aws-chunked is not supported here');

    if (req.method === 'GET' && key === '') {
      const prefix = q.get('prefix') ?? '';
      const names = (await readdir(objects)).filter((n) => n.endsWith('.json'));
      const keys = (await Promise.all(names.map(async (n) => JSON.parse(await readFile(path.join(objects, n), 'utf8')) as { key: string })))
        .map((m) => m.key)
        .filter((k) => k.startsWith(prefix))
        .sort();
      const contents = await Promise.all(
        keys.map(async (k) => `<Contents><Key>${k}</Key><Size>${(await stat(fileOf(k))).size}</Size></Contents>`),
      );
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      return res.end(
        xml(
          `<ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents.join('')}</ListBucketResult>`,
        ),
      );
    }
    if (req.method === 'POST' && q.has('uploads')) {
      const uploadId = randomUUID();
      await mkdir(path.join(uploads, uploadId));
      await writeFile(
        path.join(uploads, uploadId, 'meta.json'),
        JSON.stringify({ contentType: req.headers['content-type'] ?? 'application/octet-stream' }),
      );
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      return res.end(
        xml(
          `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
        ),
      );
    }
    const uploadId = q.get('uploadId');
    if (uploadId) {
      const dir = path.join(uploads, path.basename(uploadId));
      if (!(await stat(dir).catch(() => null))) return fail(res, 404, 'NoSuchUpload', 'The specified upload does not exist');
      if (req.method === 'PUT') {
        const part = path.join(dir, String(Number(q.get('partNumber'))).padStart(5, '0'));
        const hash = createHash('md5');
        await pipeline(
          req.on('data', (c: Buffer) => hash.update(c)),
          createWriteStream(part),
        );
        res.writeHead(200, { ETag: `"${hash.digest('hex')}"` });
        return res.end();
      }
      if (req.method === 'DELETE') {
        await rm(dir, { recursive: true, force: true });
        res.writeHead(204);
        return res.end();
      }
      for await (const _ of req);
      const parts = (await readdir(dir))
        .filter((n) => n !== 'meta.json')
        .sort()
        .map((n) => path.join(dir, n));
      const { contentType } = JSON.parse(await readFile(path.join(dir, 'meta.json'), 'utf8')) as { contentType: string };
      const etag = await store(key, parts, contentType);
      await rm(dir, { recursive: true, force: true });
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      return res.end(
        xml(
          `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>${etag}</ETag></CompleteMultipartUploadResult>`,
        ),
      );
    }
    if (req.method === 'PUT') {
      const copySource = req.headers['x-amz-copy-source'];
      if (typeof copySource === 'string') {
        const sourceKey = decodeURIComponent(copySource.replace(/^\/?[^/]+\//, ''));
        const sourceMeta = await meta(sourceKey);
        if (!sourceMeta) return fail(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        const etag = await store(key, [fileOf(sourceKey)], sourceMeta.contentType);
        for await (const _ of req);
        res.writeHead(200, { 'Content-Type': 'application/xml' });
        return res.end(xml(`<CopyObjectResult><ETag>${etag}</ETag></CopyObjectResult>`));
      }
      const etag = await store(key, req, String(req.headers['content-type'] ?? 'application/octet-stream'));
      res.writeHead(200, { ETag: etag });
      return res.end();
    }
    if (req.method === 'DELETE') {
      await rm(fileOf(key), { force: true });
      await rm(`${fileOf(key)}.json`, { force: true });
      res.writeHead(204);
      return res.end();
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const m = await meta(key);
      if (!m) {
        if (req.method === 'HEAD') {
          res.writeHead(404);
          return res.end();
        }
        return fail(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      }
      const size = (await stat(fileOf(key))).size;
      const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
      if (range && Number(range[1]) >= size) return fail(res, 416, 'InvalidRange', 'The requested range is not satisfiable');
      const start = range ? Number(range[1]) : 0;
      const end = range && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      const headers = { 'Content-Type': m.contentType, 'Content-Length': String(end - start + 1), 'Accept-Ranges': 'bytes' };
      if (range) res.writeHead(206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}` });
      else res.writeHead(200, headers);
      if (req.method === 'HEAD' || size === 0) return res.end();
      return pipeline(createReadStream(fileOf(key), { start, end }), res);
    }
    return fail(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      if (!res.headersSent) fail(res, 500, 'InternalError', error.message);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    log,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(root, { recursive: true, force: true });
    },
  };
}
