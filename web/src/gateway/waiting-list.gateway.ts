import { HTTPError } from 'ky';
import type { ApiErrorBody, BotFields, JoinWaitingListRequest, JoinWaitingListResponse, WaitingListEntry } from '@wire';
import { type HttpClient } from './http-client';
import { WaitingListError } from './waiting-list-error';

export { WaitingListError };

/** POST /api/waiting-list (public flow §7): a non-ok answer is read as text; on failure error and details are read. */
export interface WaitingListGateway {
  join(artistData: WaitingListEntry, bot: BotFields): Promise<JoinWaitingListResponse>;
}

function messageOf(text: string): string {
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody>;
    return [body.error, body.details?.map((d) => d.message).join('; ')].filter(Boolean).join(': ');
  } catch {
    // A proxy in front of the API may answer with plain text or HTML.
    return text;
  }
}

export function createWaitingListGateway(http: HttpClient): WaitingListGateway {
  return {
    async join(artistData, bot) {
      const json: JoinWaitingListRequest = { artistData, ...bot };
      try {
        return await http.post('waiting-list', { json }).json<JoinWaitingListResponse>();
      } catch (error) {
        if (error instanceof HTTPError) {
          const text = await error.response.text().catch(() => '');
          if (text.trim() === '') throw new WaitingListError('', true);
          const message = messageOf(text);
          throw new WaitingListError(error.response.status >= 500 ? `Server error: ${message}` : message);
        }
        throw new WaitingListError(error instanceof TypeError ? 'Failed to fetch' : String(error));
      }
    },
  };
}
