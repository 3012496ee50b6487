import { ApiException } from '../common/http/api-exception';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const BAD_CURSOR = 'The page cursor is not valid; start again from the first page';

/** Keyset cursor: the (created_at, id) of the last row seen, opaque to the client. */
export function encodeCursor(position: { createdAt: Date; id: string }): string {
  return Buffer.from(`${position.createdAt.toISOString()}|${position.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  if (!id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) throw new ApiException(400, BAD_CURSOR);
  return { createdAt, id };
}
