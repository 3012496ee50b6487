import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { RATE_LIMITER, type RateLimiter } from '../../application/ports/security.port';
import type { AppConfig } from '../../adapters/config';
import { tooManyRequestsMessage } from '../../domain/access';
import { AppError } from '../../application/errors/app-error';
import { APP_CONFIG } from '../infrastructure/tokens';

export type RateLimitBucket = Exclude<keyof AppConfig['rateLimits'], 'windowSeconds'>;
export const RATE_LIMIT_BUCKET = 'public-flow:rate-limit';

/** Counts the call against the caller's IP in this bucket (limits from RATE_LIMIT_* variables). */
export const RateLimit = (bucket: RateLimitBucket) => SetMetadata(RATE_LIMIT_BUCKET, bucket);

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const bucket = this.reflector.getAllAndOverride<RateLimitBucket | undefined>(RATE_LIMIT_BUCKET, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!bucket) return true;
    const request = context.switchToHttp().getRequest<Request>();
    const ip = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    const decision = await this.limiter.hit(bucket, ip, this.config.rateLimits[bucket], this.config.rateLimits.windowSeconds);
    if (decision.allowed) return true;
    throw new AppError('too_many_requests', tooManyRequestsMessage(decision.retryAfterSeconds), {
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  }
}
