// The parts of Dropbox Sign's API v3 answers this adapter reads (../shared/vendor-api/dropbox-sign.openapi.yaml).
export interface DropboxSignSignature {
  signature_id: string;
  signer_email_address: string;
  signer_role?: string | null;
  status_code: string;
}

export interface DropboxSignRequest {
  signature_request_id: string;
  is_complete: boolean;
  is_declined: boolean;
  expires_at?: number | null;
  metadata?: Record<string, unknown>;
  signatures: DropboxSignSignature[];
}

export interface DropboxSignRequestAnswer {
  signature_request: DropboxSignRequest;
}

export interface DropboxSignUrlAnswer {
  embedded: { sign_url: string; expires_at: number };
}

export interface DropboxSignErrorAnswer {
  error?: { error_msg?: string; error_name?: string; error_path?: string };
}
