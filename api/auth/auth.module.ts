import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { MeService } from './me.service';

@Module({ controllers: [AuthController], providers: [MeService], exports: [MeService] })
export class AuthModule {}
