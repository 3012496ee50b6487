import { applyDecorators, Controller, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { RateLimitGuard } from '../public-flow/rate-limit.guard';
import { SafeBodyInterceptor } from '../public-flow/safe-body.interceptor';
import { Roles } from './access/access.decorators';
import { ApiArtistOnly, ApiStaffOnly } from './http/api-error-responses.decorator';

const controllerAt = (path: string | undefined) => (path === undefined ? Controller() : Controller(path));

/** Every route of the controller is for signed-in staff only, and documented so under `tag`. */
export const StaffController = (tag: string, path?: string): ClassDecorator =>
  applyDecorators(ApiTags(tag), ApiStaffOnly(), Roles('staff'), controllerAt(path));

/** Every route of the controller is for the signed-in artist only, and documented so under `tag`. */
export const ArtistController = (tag: string, path?: string): ClassDecorator =>
  applyDecorators(ApiTags(tag), ApiArtistOnly(), Roles('artist'), controllerAt(path));

/**
 * Routes that take forms from the public: each counts against the rate-limit bucket its @RateLimit names,
 * and a body carrying unsafe input is refused before validation.
 */
export const PublicFormController = (tag: string, path?: string): ClassDecorator =>
  applyDecorators(ApiTags(tag), controllerAt(path), UseGuards(RateLimitGuard), UseInterceptors(SafeBodyInterceptor));
