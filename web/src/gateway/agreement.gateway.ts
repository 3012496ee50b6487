import type { AgreementStatusResponse, CreateAgreementRequest, CreateAgreementResponse, SigningClient, SignUrlResponse } from '@wire';
import type { SignatureStatus } from '@domain/agreement';
import { type HttpClient, requestJson } from './http-client';

export interface AgreementGateway {
  /** The artist's latest signature request (signatureId null when none), so a reload keeps a signed state. */
  current(): Promise<AgreementStatusResponse>;
  create(input: CreateAgreementRequest): Promise<CreateAgreementResponse['signatureRequest'] & { signing: SigningClient }>;
  /** A sign link for this opening of the signer (a provider's is short-lived: asked for each time). */
  signUrl(signatureId: string): Promise<SignUrlResponse>;
  status(signatureId: string): Promise<SignatureStatus>;
}

export function createAgreementGateway(http: HttpClient): AgreementGateway {
  return {
    current: () => requestJson<AgreementStatusResponse>(http, 'agreements/status'),
    async create(input) {
      const answer = await requestJson<CreateAgreementResponse>(http, 'agreements/create', { method: 'post', json: input });
      return { ...answer.signatureRequest, signing: answer.signing };
    },
    signUrl: (signatureId) =>
      requestJson<SignUrlResponse>(http, `agreements/${encodeURIComponent(signatureId)}/sign-url`, { method: 'post', json: {} }),
    async status(signatureId) {
      // The API answers for the artist's latest request; a newer one than ours counts as not signed yet.
      const body = await requestJson<AgreementStatusResponse>(http, 'agreements/status');
      return body.signatureId === signatureId && body.status ? body.status : 'awaiting_signature';
    },
  };
}
