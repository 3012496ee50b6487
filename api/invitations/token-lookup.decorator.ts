import { applyDecorators, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Public } from '../common/access/access.decorators';
import { ApiNotFoundError, ApiRateLimited } from '../common/http/api-error-responses.decorator';
import { RateLimit } from '../public-flow/rate-limit.guard';

/** A public GET that looks a link token up; it counts against the tokenChecks bucket so tokens cannot be guessed at speed. */
export const TokenLookup = (path: string, doc: { summary: string; ok: string; notFound: string }): MethodDecorator =>
  applyDecorators(
    Public(),
    RateLimit('tokenChecks'),
    Get(path),
    ApiOperation({ summary: doc.summary }),
    ApiOkResponse({ description: doc.ok }),
    ApiNotFoundError(doc.notFound),
    ApiRateLimited('tokenChecks'),
  );
