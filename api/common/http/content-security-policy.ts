import type { HelmetOptions } from 'helmet';
import type { AppConfig } from '../../../adapters/config';
import { CATALOGUE_IMAGE_HOSTS } from '../../../adapters/registry';

/** The page's policy; the e-signature provider's embedded signer may be framed only while that adapter is on. */
export function contentSecurityPolicy(config: AppConfig): NonNullable<HelmetOptions['contentSecurityPolicy']> {
  const signerFrames = config.eSignature.adapter === 'dropbox-sign' ? config.eSignature.dropboxSign.frameOrigins : [];
  return {
    useDefaults: true,
    directives: {
      'script-src': ["'self'", 'https://code.tidio.co', 'https://widget-v4.tidiochat.com'],
      'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
      'img-src': ["'self'", 'data:', 'blob:', ...CATALOGUE_IMAGE_HOSTS, 'https://*.tidio.co', 'https://widget-v4.tidiochat.com'],
      'media-src': ["'self'", 'blob:'],
      'connect-src': ["'self'", 'https://*.tidio.co', 'wss://*.tidio.co'],
      'frame-src': ["'self'", ...signerFrames],
      'upgrade-insecure-requests': null,
    },
  };
}
