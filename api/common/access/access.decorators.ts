import { SetMetadata } from '@nestjs/common';
import type { Role } from './principal';

export const PUBLIC_ROUTE = 'access:public';
export const ROLES = 'access:roles';

/** Opens a route to anyone; every route without it needs a signed-in caller (deny by default). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

/** Limits a route to the listed roles. */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);
