import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { TEXT_SAFETY_MESSAGES, unsafeTextMessage, withoutInvisibleCharacters } from '../../../domain/shared';
import { errorBody } from './error-response';

export const MAX_BODY_DEPTH = 12;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// Secrets are compared as typed: a password is never rewritten.
const VERBATIM_KEYS = /password/i;

type Holder = Record<string, unknown>;

export interface UnsafeInput {
  field: string;
  error: string;
  message: string;
}

interface Visit {
  value: unknown;
  path: string;
  depth: number;
  /** The object or array holding the value, when strings in it may be cleaned in place. */
  holder?: Holder;
  key?: string;
}

/** Why text cannot be taken as it is (domain/shared text-safety: one rule). */
const textProblem = (value: string): string | null => unsafeTextMessage(value);

/**
 * Walks parsed input without recursion (a 6,000-deep body must not exhaust the stack) and names the first field
 * that is too deep, has a prototype-polluting key, or holds text the domain's text-safety rule refuses. With `clean`, every string value
 * loses its invisible format characters in place (domain/shared text-safety: one rule for all free text).
 */
export function findUnsafeInput(root: unknown, rootName = 'body', clean = false): UnsafeInput | null {
  const stack: Visit[] = [{ value: root, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth, holder, key: at } = stack.pop() as Visit;
    const field = path || rootName;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { field, error: `Field '${field}': ${problem}`, message: problem };
      if (clean && holder && at !== undefined && !VERBATIM_KEYS.test(at)) holder[at] = withoutInvisibleCharacters(value);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth > MAX_BODY_DEPTH)
      return { field, error: TEXT_SAFETY_MESSAGES.tooDeep(MAX_BODY_DEPTH), message: TEXT_SAFETY_MESSAGES.tooDeep(MAX_BODY_DEPTH) };
    for (const key of Object.keys(value)) {
      const where = path ? `${path}.${key}` : key;
      if (FORBIDDEN_KEYS.has(key))
        return { field: where, error: `Field '${where}' is not allowed`, message: 'This field name is not allowed' };
      const problem = textProblem(key);
      if (problem) return { field: where, error: `Field '${where}': ${problem}`, message: problem };
      stack.push({ value: (value as Holder)[key], path: where, depth: depth + 1, holder: value as Holder, key });
    }
  }
  return null;
}

/** The one guard every route's parsed JSON body and query string pass through, before any route code; body text is cleaned. */
export function bodyGuard(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const unsafe = findUnsafeInput(req.body, 'body', true) ?? findUnsafeInput(req.query, 'query');
    if (!unsafe) return next();
    res.status(400).json(errorBody(unsafe.error, [{ field: unsafe.field, message: unsafe.message }]));
  };
}
