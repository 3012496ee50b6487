import { HTTPError } from 'ky';
import type { WaitingListEntry } from '../../../domain/forms';
import { type HttpClient } from './http-client';

/** The waiting-list payload, defined once in the domain. */
export type WaitingListArtist = WaitingListEntry;

export interface WaitingListBot {
  formSession: string | null;
  website: string;
  email_confirm: string;
}

/** A failed join as the §8 message rules need it: the text (or that there was none). */
export class WaitingListError extends Error {
  constructor(
    message: string,
    readonly emptyResponse = false,
  ) {
    super(message);
    this.name = 'WaitingListError';
  }
}

/** POST /api/waiting-list (public flow §7): a non-ok answer is read as text; on failure error or details are read. */
export interface WaitingListGateway {
  join(artistData: WaitingListArtist, bot: WaitingListBot): Promise<{ success: boolean; mondayItemId?: string | null }>;
}

function messageOf(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: string; details?: { message: string }[] | string };
    const details = Array.isArray(body.details) ? body.details.map((d) => d.message).join('; ') : body.details;
    return [body.error, details].filter(Boolean).join(': ');
  } catch {
    return text;
  }
}

export function createWaitingListGateway(http: HttpClient): WaitingListGateway {
  return {
    async join(artistData, bot) {
      try {
        return await http.post('waiting-list', { json: { artistData, ...bot } }).json();
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
