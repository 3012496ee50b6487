import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  type S3,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { StorageLimitExceededError } from '../../application/ports/file-storage.port';

export const PART_SIZE = 8 * 1024 * 1024;

/**
 * Streams a body of unknown length into S3: one PutObject when it fits in a part, otherwise a multipart
 * upload of 8 MiB parts (at most one part buffered). Any failure aborts the multipart upload.
 */
export async function multipartPut(
  client: S3,
  bucket: string,
  key: string,
  body: Readable,
  contentType: string,
  maxBytes: number,
): Promise<number> {
  let total = 0;
  let parts: Buffer[] = [];
  let partBytes = 0;
  let uploadId: string | undefined;
  const completed: { ETag: string; PartNumber: number }[] = [];
  const flushPart = async () => {
    uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }))).UploadId;
    const PartNumber = completed.length + 1;
    const data = Buffer.concat(parts, partBytes);
    parts = [];
    partBytes = 0;
    const answer = await client.send(
      new UploadPartCommand({ Bucket: bucket, Key: key, UploadId: uploadId, PartNumber, Body: data, ContentLength: data.length }),
    );
    completed.push({ ETag: answer.ETag ?? '', PartNumber });
  };
  try {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw new StorageLimitExceededError(maxBytes);
      parts.push(chunk);
      partBytes += chunk.length;
      if (partBytes >= PART_SIZE) await flushPart();
    }
    if (!uploadId) {
      const data = Buffer.concat(parts, partBytes);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentLength: data.length, ContentType: contentType }),
      );
      return total;
    }
    if (partBytes > 0) await flushPart();
    await client.send(
      new CompleteMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: completed } }),
    );
    return total;
  } catch (error) {
    if (uploadId)
      await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId })).catch(() => undefined);
    body.destroy();
    throw error;
  }
}
