import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's full set on documents and API answers. Hashed scripts and styles under /assets/ are subresources: a
 * policy, framing or referrer header on them changes nothing in the browser yet costs about a kilobyte per file on
 * the wire, so they carry only what applies to a subresource (no MIME sniffing, same-origin only, HTTPS only).
 */
export function securityHeaders(documentOptions: Readonly<HelmetOptions>): RequestHandler {
  const full = helmet(documentOptions);
  const subresource = helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return (req, res, next) => {
    const asset = (req.method === 'GET' || req.method === 'HEAD') && req.path.startsWith('/assets/');
    (asset ? subresource : full)(req, res, next);
  };
}
