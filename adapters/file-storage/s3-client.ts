import { S3, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { AppConfig } from '../config/app-config';

export type S3StorageSettings = Omit<AppConfig['storage']['s3'], 'tusPrefix'>;

/**
 * The settings of every S3 client in the project (the portal's own and @tus/s3-store's). Checksums only where S3
 * requires them: the SDK then sends plain bodies, never `aws-chunked` framing, which S3-compatible stores that do
 * not decode it would store as part of the object.
 */
export function s3ClientConfig(settings: S3StorageSettings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** The one way the project builds an S3 client. */
export function createS3Client(settings: S3StorageSettings): S3 {
  return new S3(s3ClientConfig(settings));
}
