import { applyDecorators, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { Public } from '../common/access/access.decorators';
import { ApiNotFoundError, ApiRateLimited } from '../common/http/api-error-responses.decorator';
import { ApiAnswer } from '../openapi/api-answer.decorator';
import type { WireAnswerName, WireAnswers } from '../openapi/wire-answers';
import { RateLimit } from '../public-flow/rate-limit.guard';
import { SUCCESS_DESCRIPTION } from '../common/route.decorators';

/**
 * A public GET that looks a link token up, documented as answering the wire type `answer` (it compiles only on a
 * handler that returns that type); it counts against the tokenChecks bucket so tokens cannot be guessed at speed.
 */
export const TokenLookup =
  <K extends WireAnswerName>(path: string, answer: K, doc: { summary: string; notFound: string }) =>
  <H extends (...args: never[]) => WireAnswers[K] | Promise<WireAnswers[K]>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    applyDecorators(
      Public(),
      RateLimit('tokenChecks'),
      Get(path),
      ApiOperation({ summary: doc.summary }),
      ApiOkResponse({ description: SUCCESS_DESCRIPTION[200] }),
      ApiNotFoundError(doc.notFound),
      ApiRateLimited('tokenChecks'),
    )(target, key, descriptor);
    ApiAnswer(answer)(target, key, descriptor);
  };
