import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { ApiException } from '../common/http/api-exception';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 12;

function findForbiddenKey(value: unknown, path: string, depth: number): string | null {
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_DEPTH) return path || 'body';
  for (const key of Object.keys(value)) {
    const at = path ? `${path}.${key}` : key;
    if (FORBIDDEN_KEYS.has(key)) return at;
    const found = findForbiddenKey((value as Record<string, unknown>)[key], at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Refuses bodies with prototype-polluting keys or absurd nesting before any transformation touches them. */
@Injectable()
export class SafeBodyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const body = context.switchToHttp().getRequest<Request>().body as unknown;
    const field = findForbiddenKey(body, '', 0);
    if (field) throw new ApiException(400, `Field '${field}' is not allowed`, [{ field, message: 'This field name is not allowed' }]);
    return next.handle();
  }
}
