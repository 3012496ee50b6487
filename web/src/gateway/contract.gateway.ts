import type { SignatureStatus } from '../../../domain/contract';
import { type HttpClient, requestJson } from './http-client';

export interface CreatedContract {
  signatureId: string;
  signUrl: string | null;
}

export interface ContractState {
  signatureId: string | null;
  status: SignatureStatus | null;
  signUrl?: string | null;
}

export interface ContractGateway {
  /** The artist's latest signature request (null when none), so a reload keeps a signed state. */
  current(): Promise<ContractState>;
  create(input: { artistId: string; artistName: string; artistEmail: string }): Promise<CreatedContract>;
  status(signatureId: string): Promise<SignatureStatus>;
  pdfUrl(signatureId: string): string;
}

interface CreateAnswer {
  signatureId?: string;
  signatureRequest?: { id: string; signUrl?: string | null };
}

export function createContractGateway(http: HttpClient, baseUrl = '/api'): ContractGateway {
  return {
    async current() {
      return requestJson<ContractState>(http, 'contracts/status');
    },
    async create(input) {
      const body = await requestJson<CreateAnswer>(http, 'contracts/create', { method: 'post', json: input });
      return { signatureId: body.signatureRequest?.id ?? body.signatureId ?? '', signUrl: body.signatureRequest?.signUrl ?? null };
    },
    async status(signatureId) {
      // The API answers for the artist's latest request; a newer one than ours counts as not signed yet.
      const body = await requestJson<ContractState>(http, 'contracts/status');
      return body.signatureId === signatureId && body.status ? body.status : 'awaiting_signature';
    },
    pdfUrl(signatureId) {
      return `${baseUrl}/contracts/${encodeURIComponent(signatureId)}/pdf`;
    },
  };
}
