import { Module } from '@nestjs/common';
import { ArtistAccessUseCase } from '../../application/use-cases/identity/artist-access.use-case';
import { IssueArtistSignInCodeUseCase } from '../../application/use-cases/identity/issue-artist-sign-in-code.use-case';
import { SendLostCodeUseCase } from '../../application/use-cases/identity/send-lost-code.use-case';
import { SessionService } from '../../application/use-cases/identity/session-service';
import { constructWith } from '../infrastructure/construct-with';
import { withPorts } from '../infrastructure/with-ports';
import { ArtistAccessController } from './artist-access.controller';
import { AuthController } from './auth.controller';
import { MeService } from './me.service';
import { SignInFormController } from './sign-in-form.controller';

@Module({
  controllers: [AuthController, SignInFormController, ArtistAccessController],
  providers: [
    MeService,
    constructWith(ArtistAccessUseCase, {
      credentials: 'artistCredentials',
      sessions: SessionService,
      unitOfWork: 'unitOfWork',
      clock: 'clock',
    }),
    withPorts(
      SendLostCodeUseCase,
      ['authThrottle', 'invitations', 'mailer', 'unitOfWork', 'clock', 'config'],
      (p, issueCode: IssueArtistSignInCodeUseCase) =>
        new SendLostCodeUseCase({
          counters: p.authThrottle,
          artists: p.invitations,
          issueCode,
          mailer: p.mailer,
          unitOfWork: p.unitOfWork,
          clock: p.clock,
          publicUrl: p.config.publicUrl,
        }),
      [IssueArtistSignInCodeUseCase],
    ),
  ],
  exports: [MeService],
})
export class AuthModule {}
