import { Module } from '@nestjs/common';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { FormSessionsController } from './form-sessions.controller';

@Module({ controllers: [FormSessionsController], providers: [RateLimitGuard] })
export class FormSessionsModule {}
