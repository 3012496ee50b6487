import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { AppError } from '../../../application/errors/app-error';
import { unsupportedContentTypeOf } from './body-parsing';

/** Global guard after AccessGuard: a body the route cannot read is refused (415) only once the caller may call it. */
@Injectable()
export class ContentTypeGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const unsupported = unsupportedContentTypeOf(context.switchToHttp().getRequest<Request>());
    if (unsupported) throw new AppError('unsupported', unsupported);
    return true;
  }
}
