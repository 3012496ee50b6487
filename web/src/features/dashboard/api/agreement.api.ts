import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { SigningClient } from '@wire';
import {
  AGREEMENT_MESSAGES,
  AGREEMENT_POLL_INTERVAL_MS,
  agreementCreationMessage,
  shouldPollAgain,
  type SignatureStatus,
} from '@domain/agreement';
import { useInjection } from '../../../di/container-context';
import { PORTAL_TOKENS } from '../../../di/portal-tokens';
import { ApiError } from '../../../gateway/api-error';
import { agreementPdfUrlFrom } from '../../../gateway/agreement-links';
import type { AgreementGateway } from '../../../gateway/agreement.gateway';

export interface Signer {
  artistId: string;
  artistName: string;
  artistEmail: string;
}

/** The artist's signature request as signing needs it; `problem` is the message to show when none can be signed. */
export interface AgreementRequest {
  signatureId: string | null;
  signUrl: string | null;
  signing: SigningClient;
  signed: boolean;
  problem: string | null;
}

export const AGREEMENT_KEY = ['agreement'] as const;

/** Finds the artist's current request or starts one (artist-portal §4 steps 1–2): read once, kept until a retry. */
async function findOrCreate(gateway: AgreementGateway, signer: Signer): Promise<AgreementRequest> {
  const current = await gateway.current().catch(() => null);
  if (!current) throw new Error(AGREEMENT_MESSAGES.initialisationError);
  const { signatureId, signUrl, signing } = current;
  if (current.status === 'signed') return { signatureId, signUrl: null, signing, signed: true, problem: null };
  // A provider's link is asked for when signing opens, so an awaiting request resumes without one.
  if (current.status === 'awaiting_signature' && (signUrl || signing.mode === 'embedded'))
    return { signatureId, signUrl, signing, signed: false, problem: null };
  try {
    const created = await gateway.create(signer);
    const problem = created.signUrl ? null : AGREEMENT_MESSAGES.noSignUrl;
    return { signatureId: created.id, signUrl: created.signUrl, signing: created.signing, signed: false, problem };
  } catch (error) {
    throw new Error(agreementCreationMessage(error instanceof ApiError ? error.status : null), { cause: error });
  }
}

export const agreementRequestQuery = (gateway: AgreementGateway, signer: Signer | null) =>
  queryOptions({
    queryKey: [...AGREEMENT_KEY, 'request'],
    queryFn: () => findOrCreate(gateway, signer ?? { artistId: '', artistName: '', artistEmail: '' }),
    enabled: signer !== null,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

/**
 * One signing session's status, polled every 5000 ms at most 30 times (§4 steps 3–5) until it is final. The session
 * starts as awaiting, so the first poll comes after the interval; the provider's events refetch at once.
 */
export const agreementStatusQuery = (gateway: AgreementGateway, signatureId: string | null, session: number | null) =>
  queryOptions({
    queryKey: [...AGREEMENT_KEY, 'status', signatureId, session],
    queryFn: (): Promise<SignatureStatus> => gateway.status(signatureId ?? ''),
    enabled: signatureId !== null && session !== null,
    initialData: 'awaiting_signature' as SignatureStatus,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      query.state.status !== 'error' && shouldPollAgain(query.state.dataUpdateCount, query.state.data ?? 'awaiting_signature')
        ? AGREEMENT_POLL_INTERVAL_MS
        : false,
  });

function useAgreementGateway(): AgreementGateway {
  return useInjection(PORTAL_TOKENS.agreement);
}

export function useAgreementRequest(signer: Signer | null) {
  return useQuery(agreementRequestQuery(useAgreementGateway(), signer));
}

export function useAgreementStatus(signatureId: string | null, session: number | null) {
  return useQuery(agreementStatusQuery(useAgreementGateway(), signatureId, session));
}

/** The signed agreement's PDF: a plain link the browser downloads with the session cookie. */
export const agreementPdfUrl = (signatureId: string): string => agreementPdfUrlFrom('/api', signatureId);

/** A sign link for this opening of a provider's signer (short-lived: asked for each time). */
export function useSignUrl() {
  const gateway = useAgreementGateway();
  return useMutation({ mutationFn: (signatureId: string) => gateway.signUrl(signatureId) });
}
