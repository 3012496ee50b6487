import { applyDecorators, Delete, Get, HttpCode, Patch, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ApiAnswer } from '../openapi/api-answer.decorator';
import type { WireAnswerName, WireAnswers } from '../openapi/wire-answers';
import { Roles } from './access/access.decorators';
import { ApiErrorResponse, ApiStaffOnly } from './http/api-error-responses.decorator';

/** A POST that acts on something and answers 200 with the outcome (Nest answers a POST with 201 unless told). */
export const PostAction = (path?: string): MethodDecorator => applyDecorators(path === undefined ? Post() : Post(path), HttpCode(200));

/** One route of an otherwise open controller for signed-in staff only, and documented so. */
export const StaffRoute = (): MethodDecorator => applyDecorators(Roles('staff'), ApiStaffOnly());

const METHODS = { GET: Get, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete } as const;
/** How a success answer without its own `ok` words is described: by its status. */
export const SUCCESS_DESCRIPTION = { 200: 'OK', 201: 'Created', 202: 'Accepted' } as const;

export interface RouteDoc {
  /** What the route does: the operation's summary. */
  summary: string;
  /**
   * What the success answer means beyond the summary and its wire type's schema (an order, a token, what happens
   * next); left out, the answer is described by its status alone. Never a list of the answer's fields: the schema
   * is that list.
   */
  ok?: string;
  /** The success status when it is not 200 (every method answers 200 unless told, a POST too). */
  status?: 201 | 202;
  /** The refusals the route documents, by status, each in the one error body. */
  refuses?: Record<number, string>;
}

/**
 * A route and its documentation in one place: the method and path, the success status and its answer, documented
 * as the wire type `answer`, and the refusals. Like ApiAnswer, it compiles only on a handler that returns
 * that type.
 */
export const Route =
  <K extends WireAnswerName>(method: keyof typeof METHODS, path: string, answer: K, doc: RouteDoc) =>
  <H extends (...args: never[]) => WireAnswers[K] | Promise<WireAnswers[K]>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<H>,
  ): void => {
    const status = doc.status ?? 200;
    const refusals = Object.entries(doc.refuses ?? {}).map(([code, description]) => ApiErrorResponse(Number(code), description));
    applyDecorators(
      ...refusals,
      ApiResponse({ status, description: doc.ok ?? SUCCESS_DESCRIPTION[status] }),
      ApiOperation({ summary: doc.summary }),
      HttpCode(status),
      METHODS[method](path),
    )(target, key, descriptor);
    ApiAnswer(answer)(target, key, descriptor);
  };
