import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { LostCodeController } from './lost-code.controller';
import { MeService } from './me.service';

@Module({ controllers: [AuthController, LostCodeController], providers: [MeService], exports: [MeService] })
export class AuthModule {}
