import type { RequestHandler } from 'express';

/** In production the web build's source maps (our readable source) are not served: 404 like any unknown file. */
export function hideSourceMaps(production: boolean): RequestHandler {
  return (req, res, next) => {
    if (production && req.path.endsWith('.map')) {
      res.status(404).end();
      return;
    }
    next();
  };
}
