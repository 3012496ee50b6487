import type { Readable } from 'node:stream';
import { MAX_RELEASES_PER_PACKAGE_DOWNLOAD, RELEASE_PACKAGE_MESSAGES, hasPackage } from '../../../domain/release/release-package';
import { AppError } from '../../errors/app-error';
import type { ArchiveEntry, ArchiveWriter } from '../../ports/archive-writer.port';
import type { Clock } from '../../ports/clock.port';
import type { DeliveryPackage, DeliveryPackageBuilder, MessageParty } from '../../ports/delivery-package.port';
import type { FileStorage } from '../../ports/file-storage.port';
import type { ReleaseForDeliveryReader } from '../../ports/release-for-delivery.port';
import type { SubmissionRepository } from '../../ports/submission.repository.port';

export interface DownloadReleasePackagesDeps {
  submissions: Pick<SubmissionRepository, 'find'>;
  releases: ReleaseForDeliveryReader;
  packages: DeliveryPackageBuilder;
  storage: FileStorage;
  archive: ArchiveWriter;
  clock: Clock;
  /** The label, as the sender of the messages. */
  sender: MessageParty;
}

export interface PackageDownload {
  fileName: string;
  body: Readable;
  sizeBytes: number;
}

/** 'Download all': the packages of approved releases as one ZIP (a folder per release), streamed from storage. */
export class DownloadReleasePackagesUseCase {
  constructor(private readonly deps: DownloadReleasePackagesDeps) {}

  async execute(submissionIds: readonly string[]): Promise<PackageDownload> {
    const ids = [...new Set(submissionIds)];
    if (ids.length === 0) throw new AppError('invalid', RELEASE_PACKAGE_MESSAGES.noSelection);
    if (ids.length > MAX_RELEASES_PER_PACKAGE_DOWNLOAD) throw new AppError('invalid', RELEASE_PACKAGE_MESSAGES.tooMany);
    const packages: DeliveryPackage[] = [];
    for (const id of ids) packages.push(await this.packageOf(id));
    const entries = (await Promise.all(packages.map((built) => this.entriesOf(built)))).flat();
    const archive = this.deps.archive.write(entries);
    const fileName =
      packages.length === 1 ? `${packages[0].folder}.zip` : `releases-${this.deps.clock.now().toISOString().slice(0, 10)}.zip`;
    return { fileName, ...archive };
  }

  private async packageOf(submissionId: string): Promise<DeliveryPackage> {
    const submission = await this.deps.submissions.find(submissionId);
    if (!submission) throw new AppError('not_found', RELEASE_PACKAGE_MESSAGES.notFound);
    if (!hasPackage(submission.status)) throw new AppError('conflict', RELEASE_PACKAGE_MESSAGES.notReady(submission.status.toLowerCase()));
    const release = await this.deps.releases.read(submissionId);
    if (!release) throw new AppError('conflict', RELEASE_PACKAGE_MESSAGES.incomplete);
    const createdAt = this.deps.clock.now();
    return this.deps.packages.build(release, {
      messageId: `${release.reference}-${createdAt.getTime()}`,
      createdAt,
      sender: this.deps.sender,
    });
  }

  /** The release's folder; every stored file is checked before the first byte goes out, so a ZIP never breaks off for a missing one. */
  private async entriesOf(built: DeliveryPackage): Promise<ArchiveEntry[]> {
    const text = (path: string, content: string): ArchiveEntry => {
      const bytes = new TextEncoder().encode(content);
      return { path: `${built.folder}/${path}`, sizeBytes: bytes.byteLength, bytes };
    };
    const files = await Promise.all(
      built.files.map(async (file): Promise<ArchiveEntry> => {
        const stored = await this.deps.storage.stat(file.storageKey);
        if (!stored || stored.size !== file.sizeBytes) throw new AppError('conflict', RELEASE_PACKAGE_MESSAGES.missingFile(file.path));
        return { path: `${built.folder}/${file.path}`, sizeBytes: file.sizeBytes, open: () => this.deps.storage.read(file.storageKey) };
      }),
    );
    return [text(built.messagePath, built.messageXml), text(built.metadataPath, built.metadataCsv), ...files];
  }
}
