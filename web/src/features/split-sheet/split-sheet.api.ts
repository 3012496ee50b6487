import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AgreeSplitSheetRequest,
  DeclineSplitSheetRequest,
  OpenSplitSigningRequest,
  SignUrlResponse,
  SplitSheetAnswerResponse,
  SplitSheetPageResponse,
} from '@wire';
import { useInjection } from '../../di/container-context';
import { TOKENS } from '../../di/tokens';
import type { HttpClient } from '../../gateway/http-client';
import { splitJson } from './split-sheet-http';

const keyOf = (token: string) => ['split-sheet', token] as const;
const path = (token: string, rest = '') => `split-sheets/${encodeURIComponent(token)}${rest}`;

/** Where the collaborator's browser reads a track's audio and their signed PDF (same origin, the link's token). */
export const audioUrlOf = (token: string, trackKey: string) => `/api/${path(token, `/audio/${encodeURIComponent(trackKey)}`)}`;
export const pdfUrlOf = (token: string) => `/api/${path(token, '/pdf')}`;

export const fetchSplitSheet = (http: HttpClient, token: string) => splitJson<SplitSheetPageResponse>(http, 'get', path(token));

export const splitSheetQuery = (http: HttpClient, token: string) =>
  queryOptions({ queryKey: keyOf(token), queryFn: () => fetchSplitSheet(http, token), retry: false });

/** The collaborator's page behind their link. */
export function useSplitSheet(token: string) {
  return useQuery(splitSheetQuery(useInjection(TOKENS.http), token));
}

/** Agree (signing with the built-in signer) or decline with a reason; the page reads again after either. */
export function useSplitSheetAnswers(token: string) {
  const http = useInjection(TOKENS.http);
  const client = useQueryClient();
  const onSettled = () => client.invalidateQueries({ queryKey: keyOf(token) });
  const agree = useMutation({
    mutationFn: (body: AgreeSplitSheetRequest) => splitJson<SplitSheetAnswerResponse>(http, 'post', path(token, '/agree'), { json: body }),
    onSettled,
  });
  const decline = useMutation({
    mutationFn: (body: DeclineSplitSheetRequest) =>
      splitJson<SplitSheetAnswerResponse>(http, 'post', path(token, '/decline'), { json: body }),
    onSettled,
  });
  return { agree, decline };
}

/** A fresh embedded sign link from the label's provider; `refresh` reads the page again (until the callback shows). */
export function useOpenSplitSigning(token: string) {
  const http = useInjection(TOKENS.http);
  const client = useQueryClient();
  const open = useMutation({
    mutationFn: (body: OpenSplitSigningRequest) => splitJson<SignUrlResponse>(http, 'post', path(token, '/sign-url'), { json: body }),
  });
  const refresh = async () => {
    // The provider's callback reaches the portal shortly after its page reports signing: read a few times.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await client.invalidateQueries({ queryKey: keyOf(token) });
      if (client.getQueryData<SplitSheetPageResponse>(keyOf(token))?.state !== 'open') return;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  };
  return { open, refresh };
}
