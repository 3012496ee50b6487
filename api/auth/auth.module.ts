import { Module } from '@nestjs/common';
import { ArtistAccessController } from './artist-access.controller';
import { AuthController } from './auth.controller';
import { LostCodeController } from './lost-code.controller';
import { MeService } from './me.service';

@Module({ controllers: [AuthController, ArtistAccessController, LostCodeController], providers: [MeService], exports: [MeService] })
export class AuthModule {}
