import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import {
  type ByteRange,
  type DirectUploadRequest,
  type DirectUploadTarget,
  type FileStorage,
  type PutOptions,
  type StoredObject,
  StorageNotFoundError,
} from '../../application/ports/file-storage.port';
import { multipartPut } from './s3-multipart-put';
import { assertSafeKey } from './storage-key';
import { asReadable } from './as-readable';
import { createS3Client, type S3StorageSettings } from './s3-client';
import { directUploadCorsProblem } from './s3-cors-check';

export type { S3StorageSettings };

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

/** Any S3-compatible store through AWS SDK v3; direct uploads are presigned PUTs with a signed length. */
export class S3FileStorage implements FileStorage {
  readonly adapterName = 's3';
  readonly bucketName: string;
  private readonly client: S3;

  constructor(settings: S3StorageSettings) {
    this.bucketName = settings.bucket;
    this.client = createS3Client(settings);
  }

  async put(key: string, body: Readable | Uint8Array, options: PutOptions): Promise<StoredObject> {
    const size = await multipartPut(
      this.client,
      this.bucketName,
      assertSafeKey(key),
      asReadable(body),
      options.contentType,
      options.maxBytes,
    );
    return { key, size, contentType: options.contentType };
  }

  async createDirectUpload(key: string, request: DirectUploadRequest): Promise<DirectUploadTarget> {
    const command = new PutObjectCommand({
      Bucket: this.bucketName,
      Key: assertSafeKey(key),
      ContentType: request.contentType,
      ContentLength: request.size,
    });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: request.expiresInSeconds,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    return {
      url,
      method: 'PUT',
      headers: { 'Content-Type': request.contentType },
      expiresAt: new Date(Date.now() + request.expiresInSeconds * 1000),
    };
  }

  async finalize(stagingKey: string, key: string): Promise<StoredObject | null> {
    const staged = await this.stat(stagingKey);
    if (!staged) return null;
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucketName,
        Key: assertSafeKey(key),
        CopySource: `${this.bucketName}/${assertSafeKey(stagingKey)}`,
      }),
    );
    await this.delete(stagingKey);
    return { ...staged, key };
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucketName, Key: assertSafeKey(key) }));
      return { key, size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucketName,
          Key: assertSafeKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new StorageNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucketName, Key: assertSafeKey(key) }));
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucketName, Prefix: prefix, ContinuationToken: token }));
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  /** Null when browsers at `origin` may PUT direct uploads to the bucket, else what to fix. */
  corsProblem(origin: string): Promise<string | null> {
    return directUploadCorsProblem(this.client, this.bucketName, origin);
  }

  destroy(): void {
    this.client.destroy();
  }
}
