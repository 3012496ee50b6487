import type { AgreementDocuments } from '../../application/ports/agreement-document.port';
import type { ESignature } from '../../application/ports/e-signature.port';
import type { OpaqueTokens } from '../../application/ports/opaque-tokens.port';
import type { SettingsRepository } from '../../application/ports/settings.repository.port';
import type { SignatureRequestRepository } from '../../application/ports/signature-request.repository.port';
import type { AppConfig } from '../config';
import { BuiltinESignature } from '../e-signature/builtin.e-signature';
import { DropboxSignESignature } from '../e-signature/dropbox-sign.e-signature';
import { PdfLibAgreementDocuments } from '../e-signature/pdf-lib.agreement-documents';
import type { Database } from '../persistence/database';
import { DrizzleSignatureRequestRepository } from '../persistence/repositories/drizzle.signature-request.repository';

/** Artists' agreements: the documents, the signature provider and the requests sent to it. */
export interface ESignatureAdapters {
  eSignature: ESignature;
  signatureRequests: SignatureRequestRepository;
  agreementDocuments: AgreementDocuments;
}

export interface ESignatureOverrides {
  eSignature?: ESignature;
}

export function buildESignatureAdapters(
  config: AppConfig,
  db: Database,
  tokens: OpaqueTokens,
  settings: SettingsRepository,
  overrides: ESignatureOverrides = {},
): ESignatureAdapters {
  return {
    eSignature: overrides.eSignature ?? buildESignature(config, tokens, settings),
    signatureRequests: new DrizzleSignatureRequestRepository(db),
    agreementDocuments: new PdfLibAgreementDocuments(),
  };
}

function buildESignature(config: AppConfig, tokens: OpaqueTokens, settings: SettingsRepository): ESignature {
  switch (config.eSignature.adapter) {
    case 'builtin':
      return new BuiltinESignature(config.publicUrl, tokens, settings);
    case 'dropbox-sign':
      return new DropboxSignESignature(config.eSignature.dropboxSign);
  }
}
