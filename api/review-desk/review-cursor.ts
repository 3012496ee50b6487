import type { DeskCursor, DeskSort } from '../../application/ports/review-loop.repository.port';
import { AppError } from '../../application/errors/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const BAD_CURSOR = 'The page cursor is not valid; start again from the first page';

/** Keyset cursor: the sort, and the sort key and id of the last row seen, opaque to the client. */
export function encodeCursor(sort: DeskSort, position: DeskCursor): string {
  return Buffer.from(`${sort}|${position.key}|${position.id}`, 'utf8').toString('base64url');
}

/** A cursor only continues the sort it was made for. */
export function decodeCursor(cursor: string, sort: DeskSort): DeskCursor {
  const [cursorSort, key, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const keyOk = sort === 'release-date' ? DAY.test(key ?? '') : !Number.isNaN(new Date(key ?? '').getTime()) && !!key;
  if (cursorSort !== sort || !id || !UUID.test(id) || !keyOk) throw new AppError('invalid', BAD_CURSOR);
  return { key: key as string, id };
}
