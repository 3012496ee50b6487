import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { S3StorageSettings } from '../../adapters/file-storage/s3-client';
import { FakeMultipart } from './s3-fake-multipart';
import { FakeObjects, userMetadata } from './s3-fake-objects';
import { checkSignature } from './s3-signature';

export interface FakeS3Options {
  bucket?: string;
  /**
   * What a body with `Content-Encoding: aws-chunked` gets: 'refuse' (501, the default) or 'store-as-is' (the
   * framed body becomes the object, as some S3-compatible servers do).
   */
  awsChunked?: 'refuse' | 'store-as-is';
  /** The bucket's CORS rules (GetBucketCors answers NoSuchCORSConfiguration without them). */
  corsOrigins?: string[];
  /** The server's clock for presigned-URL expiry (a test moves it instead of waiting). */
  now?: () => number;
}

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Requests seen, for assertions ('PUT /bucket/key'). */
  log: string[];
  /** Every object key, sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** An object's stored bytes. */
  bytes(key: string): Promise<Buffer>;
  /** Multipart uploads neither completed nor aborted. */
  openMultipartUploads(): Promise<number>;
  /** The next object stored under a matching key gets a byte flipped (a store that damages what it keeps). */
  corruptNext(pattern: RegExp): void;
  close(): Promise<void>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;

function fail(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(xml(`<Error><Code>${code}</Code><Message>${message}</Message></Error>`));
}

async function bodyText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local server that answers like S3's REST API (path-style): Put/Get (Range)/Head/Delete/Copy object with user
 * metadata, DeleteObjects, ListObjectsV2, multipart uploads (ListParts included), GetBucketCors, SigV4 header and
 * presigned-query authentication, and S3's XML errors. Objects live on disk.
 */
export async function startFakeS3(options: FakeS3Options = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'test-bucket';
  const accessKeyId = 'FAKEACCESSKEY';
  const secretAccessKey = 'fake/secret/key';
  const root = await mkdtemp(path.join(os.tmpdir(), 'fake-s3-'));
  await mkdir(path.join(root, 'objects'), { recursive: true });
  await mkdir(path.join(root, 'uploads'), { recursive: true });
  const objects = new FakeObjects(path.join(root, 'objects'), root);
  const multipart = new FakeMultipart(path.join(root, 'uploads'), objects, bucket, fail);
  const log: string[] = [];

  const list = async (res: ServerResponse, prefix: string) => {
    const keys = await objects.keys(prefix);
    const contents = await Promise.all(keys.map(async (k) => `<Contents><Key>${k}</Key><Size>${await objects.size(k)}</Size></Contents>`));
    res.writeHead(200, { 'Content-Type': 'application/xml' });
    res.end(
      xml(
        `<ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents.join('')}</ListBucketResult>`,
      ),
    );
  };

  const cors = (res: ServerResponse) => {
    if (!options.corsOrigins) return fail(res, 404, 'NoSuchCORSConfiguration', 'The CORS configuration does not exist');
    const origins = options.corsOrigins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('');
    res.writeHead(200, { 'Content-Type': 'application/xml' });
    res.end(
      xml(
        `<CORSConfiguration><CORSRule>${origins}<AllowedMethod>PUT</AllowedMethod><AllowedHeader>*</AllowedHeader></CORSRule></CORSConfiguration>`,
      ),
    );
  };

  const deleteMany = async (req: IncomingMessage, res: ServerResponse) => {
    const keys = [...(await bodyText(req)).matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1]);
    for (const key of keys) await objects.delete(key);
    res.writeHead(200, { 'Content-Type': 'application/xml' });
    res.end(xml(`<DeleteResult>${keys.map((k) => `<Deleted><Key>${k}</Key></Deleted>`).join('')}</DeleteResult>`));
  };

  const readObject = async (req: IncomingMessage, res: ServerResponse, key: string) => {
    const m = await objects.meta(key);
    if (!m) {
      if (req.method === 'HEAD') return void res.writeHead(404).end();
      return fail(res, 404, 'NoSuchKey', 'The specified key does not exist.');
    }
    const size = await objects.size(key);
    const range = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
    if (range && Number(range[1]) >= size) return fail(res, 416, 'InvalidRange', 'The requested range is not satisfiable');
    const start = range ? Number(range[1]) : 0;
    const end = range && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    const metaHeaders = Object.fromEntries(Object.entries(m.metadata).map(([k, v]) => [`x-amz-meta-${k}`, v]));
    const headers = { ...metaHeaders, 'Content-Type': m.contentType, 'Content-Length': String(end - start + 1), 'Accept-Ranges': 'bytes' };
    if (range) res.writeHead(206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${size}` });
    else res.writeHead(200, headers);
    if (req.method === 'HEAD' || size === 0) return void res.end();
    return pipeline(createReadStream(objects.fileOf(key), { start, end }), res);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const rawPath = (req.url ?? '/').split('?')[0];
    log.push(`${req.method} ${rawPath}${url.searchParams.has('uploadId') ? '?uploadId' : ''}`);
    const [, bucketName, ...rest] = rawPath.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const q = url.searchParams;
    const auth = checkSignature(req, rawPath, q, { [accessKeyId]: secretAccessKey }, options.now?.());
    if (auth === 'missing') return fail(res, 403, 'AccessDenied', 'Access Denied');
    if (auth === 'expired') return fail(res, 403, 'AccessDenied', 'Request has expired');
    if (auth === 'mismatch')
      return fail(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
    if (bucketName !== bucket) return fail(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (String(req.headers['content-encoding'] ?? '').includes('aws-chunked') && options.awsChunked !== 'store-as-is')
      return fail(res, 501, 'NotImplemented', 'aws-chunked is not supported here');

    if (key === '' && req.method === 'GET') return q.has('cors') ? cors(res) : list(res, q.get('prefix') ?? '');
    if (key === '' && req.method === 'POST' && q.has('delete')) return deleteMany(req, res);
    if (req.method === 'POST' && q.has('uploads')) return multipart.create(req, res, key);
    const uploadId = q.get('uploadId');
    if (uploadId) return multipart.handle(req, res, key, uploadId, q);
    if (req.method === 'PUT') {
      const copySource = req.headers['x-amz-copy-source'];
      if (typeof copySource === 'string') {
        const sourceKey = decodeURIComponent(copySource.replace(/^\/?[^/]+\//, ''));
        const sourceMeta = await objects.meta(sourceKey);
        if (!sourceMeta) return fail(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        const etag = await objects.store(key, [objects.fileOf(sourceKey)], sourceMeta);
        for await (const _ of req);
        res.writeHead(200, { 'Content-Type': 'application/xml' });
        return res.end(xml(`<CopyObjectResult><ETag>${etag}</ETag></CopyObjectResult>`));
      }
      const contentType = String(req.headers['content-type'] ?? 'application/octet-stream');
      const etag = await objects.store(key, req, { contentType, metadata: userMetadata(req) });
      res.writeHead(200, { ETag: etag });
      return res.end();
    }
    if (req.method === 'DELETE') {
      await objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    if (req.method === 'GET' || req.method === 'HEAD') return readObject(req, res, key);
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
    keys: (prefix = '') => objects.keys(prefix),
    bytes: (key) => readFile(objects.fileOf(key)),
    openMultipartUploads: () => multipart.open(),
    corruptNext: (pattern) => objects.corruptNext(pattern),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** The portal's S3 settings for this fake: its bucket, endpoint and keys, path-style addressing. */
export function s3SettingsFor(fake: FakeS3): S3StorageSettings {
  return {
    bucket: fake.bucket,
    region: 'eu-west-2',
    endpoint: fake.endpoint,
    accessKeyId: fake.accessKeyId,
    secretAccessKey: fake.secretAccessKey,
    forcePathStyle: true,
  };
}
