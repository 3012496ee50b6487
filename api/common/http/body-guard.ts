import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { hasControlCharacters, TEXT_SAFETY_MESSAGES } from '../../../domain/shared';
import { errorBody } from './error-response';

export const MAX_BODY_DEPTH = 12;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface UnsafeInput {
  field: string;
  error: string;
  message: string;
}

/**
 * Walks parsed input without recursion (a 6,000-deep body must not exhaust the stack) and names the first field
 * that is too deep, has a prototype-polluting key, or holds control characters.
 */
export function findUnsafeInput(root: unknown, rootName = 'body'): UnsafeInput | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as { value: unknown; path: string; depth: number };
    const field = path || rootName;
    if (typeof value === 'string') {
      if (hasControlCharacters(value))
        return {
          field,
          error: `Field '${field}': ${TEXT_SAFETY_MESSAGES.controlCharacters}`,
          message: TEXT_SAFETY_MESSAGES.controlCharacters,
        };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_BODY_DEPTH)
      return { field, error: TEXT_SAFETY_MESSAGES.tooDeep(MAX_BODY_DEPTH), message: TEXT_SAFETY_MESSAGES.tooDeep(MAX_BODY_DEPTH) };
    for (const key of Object.keys(value)) {
      const at = path ? `${path}.${key}` : key;
      if (FORBIDDEN_KEYS.has(key)) return { field: at, error: `Field '${at}' is not allowed`, message: 'This field name is not allowed' };
      if (hasControlCharacters(key))
        return {
          field: at,
          error: `Field '${at}': ${TEXT_SAFETY_MESSAGES.controlCharacters}`,
          message: TEXT_SAFETY_MESSAGES.controlCharacters,
        };
      stack.push({ value: (value as Record<string, unknown>)[key], path: at, depth: depth + 1 });
    }
  }
  return null;
}

/** The one guard every route's parsed JSON body and query string pass through, before any route code. */
export function bodyGuard(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const unsafe = findUnsafeInput(req.body, 'body') ?? findUnsafeInput(req.query, 'query');
    if (!unsafe) return next();
    res.status(400).json(errorBody(unsafe.error, [{ field: unsafe.field, message: unsafe.message }]));
  };
}
