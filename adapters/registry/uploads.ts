import type { ContentDigest } from '../../application/ports/content-digest.port';
import type { FileStorage } from '../../application/ports/file-storage.port';
import type { DirectUploadReceiver } from '../../application/ports/direct-upload-receiver.port';
import type { AudioAnalyser } from '../../application/ports/audio-analyser.port';
import type { AudioClipCutter, MediaInspector } from '../../application/ports/media-inspector.port';
import type { SettingsRepository } from '../../application/ports/settings.repository.port';
import type { SocialClipRepository } from '../../application/ports/social-clip.repository.port';
import type { UploadRepository } from '../../application/ports/upload.repository.port';
import type { UploadQuotaStore } from '../../application/ports/upload-quota.port';
import type { AppConfig } from '../config';
import { LocalDirectUploadReceiver } from '../direct-upload-receiver/local.direct-upload-receiver';
import { LocalFileStorage } from '../file-storage/local.file-storage';
import { S3FileStorage } from '../file-storage/s3.file-storage';
import { Sha256ContentDigest } from '../file-storage/sha256.content-digest';
import { StreamingAudioAnalyser } from '../media/analysis/streaming.audio-analyser';
import { StreamingMediaInspector } from '../media/streaming.media-inspector';
import { WavClipCutter } from '../media/wav-clip-cutter';
import type { Database } from '../persistence/database';
import { StoredSecret } from '../security/stored-secret';
import { DrizzleSocialClipRepository } from '../persistence/repositories/drizzle.social-clip.repository';
import { DrizzleUploadRepository } from '../persistence/repositories/drizzle.upload.repository';
import { DrizzleUploadQuotaStore } from '../persistence/repositories/drizzle.upload-quota.store';

/** The adapters of uploads and media. */
export interface UploadAdapters {
  fileStorage: FileStorage;
  /** SHA-256 of uploads as sent and as stored: every path checks storage kept what arrived. */
  contentDigest: ContentDigest;
  /** Receives direct-upload PUTs through our API; null when the storage takes them itself (S3). */
  directUploads: DirectUploadReceiver | null;
  uploads: UploadRepository;
  uploadQuota: UploadQuotaStore;
  socialClips: SocialClipRepository;
  mediaInspector: MediaInspector;
  clipCutter: AudioClipCutter;
  audioAnalyser: AudioAnalyser;
}

export interface UploadOverrides {
  fileStorage?: FileStorage;
}

async function buildFileStorage(config: AppConfig, settings: SettingsRepository): Promise<FileStorage> {
  switch (config.storage.adapter) {
    case 'local': {
      // Shared by every instance through app_settings, so any instance accepts another's signed upload URL.
      const signingSecret = await new StoredSecret(settings, 'storageSigningSecret').load();
      return new LocalFileStorage(config.storage.localRoot, signingSecret.toString('base64url'));
    }
    case 's3': {
      const storage = new S3FileStorage(config.storage.s3);
      // Checked at start-up without holding it up: a missing rule is reported, not fatal (the other paths still work).
      void storage.corsProblem(new URL(config.publicUrl).origin).then((problem) => problem && console.warn(`[storage] ${problem}`));
      return storage;
    }
  }
}

export async function buildUploadAdapters(
  config: AppConfig,
  db: Database,
  settings: SettingsRepository,
  overrides: UploadOverrides = {},
): Promise<UploadAdapters> {
  const fileStorage = overrides.fileStorage ?? (await buildFileStorage(config, settings));
  return {
    fileStorage,
    contentDigest: new Sha256ContentDigest(fileStorage, fileStorage instanceof LocalFileStorage),
    directUploads: fileStorage instanceof LocalFileStorage ? new LocalDirectUploadReceiver(fileStorage) : null,
    uploads: new DrizzleUploadRepository(db),
    uploadQuota: new DrizzleUploadQuotaStore(db),
    socialClips: new DrizzleSocialClipRepository(db),
    mediaInspector: new StreamingMediaInspector(),
    clipCutter: new WavClipCutter(),
    audioAnalyser: new StreamingAudioAnalyser(),
  };
}
