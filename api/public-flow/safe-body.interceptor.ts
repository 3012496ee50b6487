import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { findUnsafeInput } from '../common/http/body-guard';
import { AppError } from '../../application/errors/app-error';

/**
 * The global body guard's check, again on the body a public route receives (a body set by other middleware
 * still passes it before any transformation touches it).
 */
@Injectable()
export class SafeBodyInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const unsafe = findUnsafeInput(context.switchToHttp().getRequest<Request>().body as unknown);
    if (unsafe) throw new AppError('invalid', unsafe.error, { details: [{ field: unsafe.field, message: unsafe.message }] });
    return next.handle();
  }
}
