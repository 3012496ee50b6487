import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiExtraModels, ApiResponse, getSchemaPath, type SchemaObject } from '@nestjs/swagger';
import type { RateLimitBucket } from '../../public-flow/rate-limit.guard';
import { ErrorResponseDto } from './error-response.dto';

type Decorator = MethodDecorator & ClassDecorator;

/**
 * An error answer in the one error body (ErrorResponseDto); `extra` documents fields a route adds beside it
 * (e.g. the artist verification's `valid`).
 */
export function ApiErrorResponse(status: number, description: string, extra?: Record<string, SchemaObject>): Decorator {
  if (!extra) return ApiResponse({ status, description, type: ErrorResponseDto });
  const schema = { allOf: [{ $ref: getSchemaPath(ErrorResponseDto) }, { type: 'object', properties: extra }] };
  return applyDecorators(ApiExtraModels(ErrorResponseDto), ApiResponse({ status, description, schema }));
}

export const INVALID_INPUT = 'Validation failed: `error` joins the messages, `details` names each field (unknown fields are refused too)';
export const ApiInvalidInput = (description = INVALID_INPUT): Decorator => ApiErrorResponse(400, description);

export const ApiNotFoundError = (description: string): Decorator => ApiErrorResponse(404, description);

const envName = (bucket: RateLimitBucket) => `RATE_LIMIT_${bucket.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;

/** 429 from RateLimitGuard: calls per IP and window (RATE_LIMIT_WINDOW_SECONDS); Retry-After says how long to wait. */
export const ApiRateLimited = (bucket: RateLimitBucket): Decorator =>
  ApiResponse({
    status: 429,
    description: `Too many calls from this address (${envName(bucket)} per RATE_LIMIT_WINDOW_SECONDS)`,
    type: ErrorResponseDto,
    headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } },
  });

/** A public POST that validates its body and counts against a rate-limit bucket. */
export const ApiPublicWrite = (bucket: RateLimitBucket, invalid = INVALID_INPUT): Decorator =>
  applyDecorators(ApiInvalidInput(invalid), ApiRateLimited(bucket));

const NOT_SIGNED_IN = "'Not authenticated': no valid session cookie or bearer token";
const CROSS_SITE = 'or a cookie-authenticated write from a foreign origin';

/** Any signed-in role (session cookie or bearer); `writes` adds the cross-site refusal of cookie writes. */
export const ApiSignedIn = (options: { writes?: boolean } = {}): Decorator =>
  applyDecorators(
    ApiBearerAuth(),
    ApiCookieAuth(),
    ApiErrorResponse(401, NOT_SIGNED_IN),
    ...(options.writes ? [ApiErrorResponse(403, 'A cookie-authenticated write from a foreign origin')] : []),
  );

const roleOnly = (role: string): Decorator =>
  applyDecorators(
    ApiBearerAuth(),
    ApiCookieAuth(),
    ApiErrorResponse(401, NOT_SIGNED_IN),
    ApiErrorResponse(403, `'You do not have access to this page': signed in without the ${role} role (${CROSS_SITE})`),
  );

/** Routes behind @Roles('staff'). */
export const ApiStaffOnly = (): Decorator => roleOnly('staff');

/** Routes behind @Roles('artist'). */
export const ApiArtistOnly = (): Decorator => roleOnly('artist');

/**
 * A binary success answer. Used instead of @ApiProduces, which would list the JSON error answers under the
 * binary media type too.
 */
export const ApiBinaryOk = (description: string, ...mediaTypes: string[]): Decorator =>
  ApiResponse({
    status: 200,
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  });
