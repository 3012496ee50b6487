import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SIGN_IN_MESSAGES } from '../../../domain/access';
import { AppError } from '../../../application/errors/app-error';
import { PUBLIC_ROUTE, ROLES } from './access.decorators';
import { AUTHENTICATORS, type Authenticator } from './authenticator';
import type { RequestWithPrincipal, Role } from './principal';

/** Global guard: routes are closed unless marked @Public(); @Roles narrows who may pass. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(AUTHENTICATORS) private readonly authenticators: Authenticator[],
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithPrincipal>();
    for (const authenticator of this.authenticators) {
      request.principal = await authenticator.authenticate(request);
      if (request.principal) break;
    }
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets)) return true;
    if (!request.principal) throw new AppError('unauthorized', SIGN_IN_MESSAGES.notAuthenticated);
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(request.principal.role)) throw new AppError('forbidden', SIGN_IN_MESSAGES.forbidden);
    return true;
  }
}
