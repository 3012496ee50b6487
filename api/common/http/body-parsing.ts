import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { errorBody } from './error-response';

export const JSON_BODY_LIMIT = '1mb';

/** Content types other than JSON that a route accepts (multipart uploads, raw PUTs); matched on the path. */
export interface ContentTypeRule {
  path: RegExp;
  types: string[];
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

const UNSUPPORTED = Symbol('unsupportedContentType');
type MarkedRequest = Request & { [UNSUPPORTED]?: string };

/**
 * Notes a body the route cannot read (JSON is the default everywhere); ContentTypeGuard answers 415 for it once
 * the caller is authenticated, so an anonymous caller learns nothing about a closed route's body.
 */
export function requireKnownContentType(rules: ContentTypeRule[]): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!BODY_METHODS.has(req.method) || !hasBody(req) || !req.path.startsWith('/api/')) return next();
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    const allowed = rules.find((rule) => rule.path.test(req.path))?.types ?? ['application/json'];
    if (!allowed.includes(type) && !allowed.includes('*/*'))
      (req as MarkedRequest)[UNSUPPORTED] = `Unsupported content type '${type || 'none'}'. Send ${allowed.join(' or ')}.`;
    next();
  };
}

/** The 415 message requireKnownContentType noted for this request, if any. */
export function unsupportedContentTypeOf(req: Request): string | undefined {
  return (req as MarkedRequest)[UNSUPPORTED];
}

/** JSON parsing whose failures answer in our error shape: 413 over the limit, 400 for malformed JSON. */
export function jsonBodyParser(limit = JSON_BODY_LIMIT): RequestHandler {
  const parse = express.json({ limit, strict: true });
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const type = (error as { type?: string }).type;
      if (type === 'entity.too.large') return res.status(413).json(errorBody(`Request body is larger than ${limit}`));
      if (type === 'entity.parse.failed') return res.status(400).json(errorBody('Malformed JSON in request body'));
      const status = (error as { status?: number }).status;
      return res.status(status && status >= 400 && status < 500 ? status : 400).json(errorBody('Unreadable request body'));
    });
}
