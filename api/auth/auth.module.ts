import { Module } from '@nestjs/common';
import { ArtistAccessUseCase } from '../../application/use-cases/identity/artist-access.use-case';
import type { IdentityUseCases } from '../../application/use-cases/identity/identity.use-cases';
import { SendLostCodeUseCase } from '../../application/use-cases/identity/send-lost-code.use-case';
import { withPorts } from '../infrastructure/with-ports';
import { ArtistAccessController } from './artist-access.controller';
import { AuthController } from './auth.controller';
import { IDENTITY } from './identity.providers';
import { LostCodeController } from './lost-code.controller';
import { MeService } from './me.service';

@Module({
  controllers: [AuthController, ArtistAccessController, LostCodeController],
  providers: [
    MeService,
    withPorts(
      ArtistAccessUseCase,
      ['artistCredentials', 'unitOfWork', 'clock'],
      (p, identity: IdentityUseCases) => new ArtistAccessUseCase(p.artistCredentials, identity.sessions, p.unitOfWork, p.clock),
      [IDENTITY],
    ),
    withPorts(
      SendLostCodeUseCase,
      ['authThrottle', 'invitations', 'mailer', 'unitOfWork', 'clock', 'config'],
      (p, identity: IdentityUseCases) =>
        new SendLostCodeUseCase({
          counters: p.authThrottle,
          artists: p.invitations,
          issueCode: identity.issueArtistSignInCode,
          mailer: p.mailer,
          unitOfWork: p.unitOfWork,
          clock: p.clock,
          publicUrl: p.config.publicUrl,
        }),
      [IDENTITY],
    ),
  ],
  exports: [MeService],
})
export class AuthModule {}
