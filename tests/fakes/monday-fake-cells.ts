import { GraphQLError } from 'graphql';
import { BOARD_COLUMNS } from '../../application/ports/board-columns';

export interface FakeColumn {
  id: string;
  title: string;
  type: string;
  labels?: string[];
}
export interface FakeCell {
  text: string;
  value: unknown;
}

/** monday's own column ids look like these (type prefix + suffix), not like our portal ids. */
export const defaultColumns = (): FakeColumn[] => [
  { id: 'name', title: 'Name', type: 'name' },
  ...BOARD_COLUMNS.map((c, i) => ({
    id: `${c.type}_mk${i.toString(36)}`,
    title: c.title,
    type: c.type,
    labels: c.type === 'status' ? ['New', 'Working on it'] : undefined,
  })),
];

/** An error as monday's GraphQL API answers it: HTTP 200, the code in extensions. */
export const reject = (code: string, message: string) => new GraphQLError(message, { extensions: { code, status_code: 200 } });

/** A cell from the column-value JSON monday accepts for the column's type; refused as monday refuses it. */
export function cellFor(column: FakeColumn, raw: unknown, createLabels: boolean): FakeCell {
  const bad = () =>
    reject(
      'ColumnValueException',
      `invalid value for column ${column.id}, please check our API documentation for the correct data structure for this column`,
    );
  if (raw === '' || (typeof raw === 'object' && raw !== null && Object.keys(raw).length === 0)) return { text: '', value: null };
  const obj = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : undefined;
  switch (column.type) {
    case 'text':
    case 'name':
      if (typeof raw !== 'string') throw bad();
      return { text: raw, value: raw };
    case 'numbers':
      if (typeof raw !== 'string' || Number.isNaN(Number(raw))) throw bad();
      return { text: raw, value: raw };
    case 'long_text':
      if (typeof obj?.text !== 'string') throw bad();
      return { text: obj.text, value: { text: obj.text } };
    case 'status': {
      if (typeof obj?.label !== 'string') throw bad();
      if (!column.labels?.includes(obj.label)) {
        if (!createLabels)
          throw reject('ColumnValueException', `This status label doesn't exist, possible statuses are: ${column.labels?.join(', ')}`);
        column.labels = [...(column.labels ?? []), obj.label];
      }
      return { text: obj.label, value: { index: column.labels.indexOf(obj.label) } };
    }
    case 'date':
      if (typeof obj?.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(obj.date) || Number.isNaN(Date.parse(obj.date))) throw bad();
      return { text: obj.date, value: { date: obj.date, ...(typeof obj.time === 'string' ? { time: obj.time } : {}) } };
    case 'email':
      if (typeof obj?.email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(obj.email)) throw bad();
      return { text: obj.email, value: { email: obj.email, text: obj.text ?? obj.email } };
    case 'link':
      if (typeof obj?.url !== 'string') throw bad();
      return { text: `${obj.text ?? obj.url} - ${obj.url}`, value: { url: obj.url, text: obj.text ?? obj.url } };
    default:
      throw bad();
  }
}
