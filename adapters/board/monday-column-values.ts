import type { BoardValue } from '../../application/ports/board.port';

/** monday.com's JSON for one column value, by column type (developer.monday.com column types reference). */
export function toMondayValue(type: string, value: BoardValue): unknown {
  if (value === null || value === '') return type === 'text' || type === 'numbers' ? '' : {};
  const text = String(value);
  switch (type) {
    case 'text':
    case 'numbers':
      return text;
    case 'long_text':
      return { text };
    case 'status':
      return { label: text };
    case 'dropdown':
      return { labels: [text] };
    case 'date':
      return dateValue(text);
    case 'email':
      return { email: text, text };
    case 'link':
      return { url: text, text };
    case 'phone':
      return { phone: text.replace(/[^\d+]/g, '') };
    case 'checkbox':
      return value === true || text === 'true' ? { checked: 'true' } : {};
    default:
      return text;
  }
}

/** Dates are sent as YYYY-MM-DD, with an HH:MM:SS (UTC) time when the value has one. */
function dateValue(text: string): unknown {
  const date = /^\d{4}-\d{2}-\d{2}/.exec(text)?.[0];
  if (!date) return { date: text };
  const time = /T(\d{2}:\d{2}:\d{2})/.exec(text)?.[1];
  return time ? { date, time } : { date };
}

/** Reads a column value back into our plain value; undefined when the column is empty. */
export function fromMondayValue(type: string, text: string | null | undefined, raw: string | null | undefined): BoardValue | undefined {
  const value = raw ? (JSON.parse(raw) as Record<string, unknown> | string) : undefined;
  const field = (key: string) =>
    value && typeof value === 'object' && typeof value[key] === 'string' ? (value[key] as string) : undefined;
  switch (type) {
    case 'numbers':
      return text ? Number(text) : undefined;
    case 'checkbox':
      return value && typeof value === 'object' ? value.checked === true || value.checked === 'true' : undefined;
    case 'date':
      return field('date') ?? (text || undefined);
    case 'email':
      return field('email') ?? (text || undefined);
    case 'link':
      return field('url') ?? (text || undefined);
    case 'long_text':
      return field('text') ?? (text || undefined);
    default:
      return text || undefined;
  }
}
