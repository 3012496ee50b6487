import { Module } from '@nestjs/common';
import { DownloadReleasePackagesUseCase } from '../../application/use-cases/delivery/download-release-packages.use-case';
import { withPorts } from '../infrastructure/with-ports';
import { ReleasePackagesController } from './release-packages.controller';

/** Staff's 'Download all': approved releases' delivery packages, zipped from storage as they stream. */
@Module({
  controllers: [ReleasePackagesController],
  providers: [
    withPorts(
      DownloadReleasePackagesUseCase,
      ['submissions', 'releaseForDelivery', 'deliveryPackageBuilder', 'fileStorage', 'archiveWriter', 'clock', 'config'],
      (p) =>
        new DownloadReleasePackagesUseCase({
          submissions: p.submissions,
          releases: p.releaseForDelivery,
          packages: p.deliveryPackageBuilder,
          storage: p.fileStorage,
          archive: p.archiveWriter,
          clock: p.clock,
          sender: { partyId: p.config.release.delivery.senderPartyId, name: p.config.release.labelName },
        }),
    ),
  ],
})
export class ReleasePackagesModule {}
