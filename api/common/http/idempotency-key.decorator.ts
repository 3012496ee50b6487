import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/**
 * The request's optional `Idempotency-Key` header. Unlike `@Headers(name)`, it adds no parameter of its own to the
 * OpenAPI document, so the route's `@ApiHeader({ required: false })` is the only (and correct) description.
 */
export const IdempotencyKey = createParamDecorator((_: unknown, context: ExecutionContext): string | undefined => {
  const key = context.switchToHttp().getRequest<Request>().headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
});
