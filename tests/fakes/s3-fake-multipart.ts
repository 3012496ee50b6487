import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type FakeObjects, type ObjectMeta, userMetadata } from './s3-fake-objects';

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
type Fail = (res: ServerResponse, status: number, code: string, message: string) => void;

/** S3's multipart upload calls: create, upload part, list parts, complete, abort (and how many are open). */
export class FakeMultipart {
  constructor(
    private readonly uploads: string,
    private readonly objects: FakeObjects,
    private readonly bucket: string,
    private readonly fail: Fail,
  ) {}

  async open(): Promise<number> {
    return (await readdir(this.uploads)).length;
  }

  async create(req: IncomingMessage, res: ServerResponse, key: string): Promise<void> {
    const uploadId = randomUUID();
    await mkdir(path.join(this.uploads, uploadId));
    const meta: Omit<ObjectMeta, 'key'> = {
      contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
      metadata: userMetadata(req),
    };
    await writeFile(path.join(this.uploads, uploadId, 'meta.json'), JSON.stringify(meta));
    res.writeHead(200, { 'Content-Type': 'application/xml' });
    res.end(
      xml(
        `<InitiateMultipartUploadResult><Bucket>${this.bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
      ),
    );
  }

  async handle(req: IncomingMessage, res: ServerResponse, key: string, uploadId: string, q: URLSearchParams): Promise<void> {
    const dir = path.join(this.uploads, path.basename(uploadId));
    if (!(await stat(dir).catch(() => null))) return this.fail(res, 404, 'NoSuchUpload', 'The specified upload does not exist');
    if (req.method === 'PUT') {
      const part = path.join(dir, String(Number(q.get('partNumber'))).padStart(5, '0'));
      const hash = createHash('md5');
      await pipeline(
        req.on('data', (c: Buffer) => hash.update(c)),
        createWriteStream(part),
      );
      const etag = `"${hash.digest('hex')}"`;
      await writeFile(`${part}.etag`, etag);
      res.writeHead(200, { ETag: etag });
      return void res.end();
    }
    if (req.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true });
      res.writeHead(204);
      return void res.end();
    }
    const parts = (await readdir(dir)).filter((n) => /^\d+$/.test(n)).sort();
    if (req.method === 'GET') return this.listParts(res, key, uploadId, dir, parts);
    for await (const _ of req);
    const meta = JSON.parse(await readFile(path.join(dir, 'meta.json'), 'utf8')) as Omit<ObjectMeta, 'key'>;
    const etag = await this.objects.store(
      key,
      parts.map((n) => path.join(dir, n)),
      meta,
    );
    await rm(dir, { recursive: true, force: true });
    res.writeHead(200, { 'Content-Type': 'application/xml' });
    res.end(
      xml(
        `<CompleteMultipartUploadResult><Bucket>${this.bucket}</Bucket><Key>${key}</Key><ETag>${etag}</ETag></CompleteMultipartUploadResult>`,
      ),
    );
  }

  private async listParts(res: ServerResponse, key: string, uploadId: string, dir: string, parts: string[]): Promise<void> {
    const entries = await Promise.all(
      parts.map(async (n) => {
        const etag = await readFile(path.join(dir, `${n}.etag`), 'utf8');
        const { size } = await stat(path.join(dir, n));
        return `<Part><PartNumber>${Number(n)}</PartNumber><ETag>${etag}</ETag><Size>${size}</Size></Part>`;
      }),
    );
    res.writeHead(200, { 'Content-Type': 'application/xml' });
    res.end(
      xml(
        `<ListPartsResult><Bucket>${this.bucket}</Bucket><Key>${key}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${entries.join('')}</ListPartsResult>`,
      ),
    );
  }
}
