import { applyDecorators } from '@nestjs/common';
import { ApiPublicWrite, ApiRateLimited } from '../common/http/api-error-responses.decorator';
import { RateLimit, type RateLimitBucket } from './rate-limit.guard';

/** Counts the route against `bucket` (under RateLimitGuard) and documents its 429 answer. */
export const RateLimitedRoute = (bucket: RateLimitBucket): MethodDecorator => applyDecorators(RateLimit(bucket), ApiRateLimited(bucket));

/** A public write counted against `bucket`: documents its 400 (what `invalid` says) and its 429 answers. */
export const RateLimitedWrite = (bucket: RateLimitBucket, invalid?: string): MethodDecorator =>
  applyDecorators(RateLimit(bucket), ApiPublicWrite(bucket, invalid));
