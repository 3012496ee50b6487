import { RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { ApiResponse, DECORATORS } from '@nestjs/swagger';
import type { WireAnswerName, WireAnswers } from './wire-answers';
import { answerSchema } from './wire-schema-lookup';

type Handler = (...args: never[]) => unknown;

/** The status the handler answers on success: a documented 2xx, else its @HttpCode, else Nest's default. */
function successStatus(handler: Handler): number {
  const documented = Object.keys((Reflect.getMetadata(DECORATORS.API_RESPONSE, handler) ?? {}) as object).find((s) => /^2\d\d$/.test(s));
  if (documented) return Number(documented);
  const code = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
  return code ?? (Reflect.getMetadata(METHOD_METADATA, handler) === RequestMethod.POST ? 201 : 200);
}

function documentAnswer(
  name: WireAnswerName,
  status: number | undefined,
  target: object,
  key: string | symbol,
  descriptor: PropertyDescriptor,
): void {
  const handler = descriptor.value as Handler;
  ApiResponse({ status: status ?? successStatus(handler), schema: answerSchema(name) })(target, key, descriptor);
}

/**
 * Documents the success answer as the wire type `name` (its description stays that of @ApiOkResponse & co.).
 * Put it first, above the route decorator, so it sees the status they set. It compiles only on a handler that
 * returns that type, so the document cannot promise what the handler does not answer.
 */
export const ApiAnswer =
  <K extends WireAnswerName>(name: K, status?: number) =>
  <H extends (...args: never[]) => WireAnswers[K] | Promise<WireAnswers[K]>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void =>
    documentAnswer(name, status, target, key, descriptor);

/** As ApiAnswer, for a handler that writes its answer through @Res() (the compiler cannot see what it sends). */
export const ApiSentAnswer =
  (name: WireAnswerName, status?: number): MethodDecorator =>
  (target, key, descriptor) =>
    documentAnswer(name, status, target, key, descriptor);
