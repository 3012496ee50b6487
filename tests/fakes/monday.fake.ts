import { buildSchema, graphql, GraphQLError } from 'graphql';
import { BOARD_COLUMNS } from '../../application/ports/board-columns';
import { type Fault, FaultQueue, readBody, sendJson, startFakeServer } from './fake-http';

interface FakeColumn {
  id: string;
  title: string;
  type: string;
  labels?: string[];
}
interface FakeCell {
  text: string;
  value: unknown;
}
export interface FakeItem {
  id: string;
  name: string;
  groupId: string;
  cells: Map<string, FakeCell>;
  createdAt: Date;
  updatedAt: Date;
}

/** A subset of monday.com's API v2 schema (types as in @mondaydotcomorg/api's d.ts). */
const schema = buildSchema(`
  scalar JSON
  scalar Date
  type Query { me: User  boards(ids: [ID!], limit: Int, page: Int): [Board]  items(ids: [ID!], limit: Int, page: Int): [Item] }
  type Mutation {
    create_item(board_id: ID!, group_id: String, item_name: String!, column_values: JSON, create_labels_if_missing: Boolean): Item
    change_multiple_column_values(board_id: ID!, item_id: ID, column_values: JSON!, create_labels_if_missing: Boolean): Item
  }
  type User { id: ID!  name: String!  email: String! }
  type Board { id: ID!  name: String!  items_count: Int  columns(ids: [String]): [Column]  groups(ids: [String]): [Group] }
  type Column { id: ID!  title: String!  type: String!  settings_str: String!  archived: Boolean! }
  type Group { id: ID!  title: String! }
  type Item { id: ID!  name: String!  created_at: Date  updated_at: Date  column_values(ids: [String!]): [ColumnValue!]! }
  type ColumnValue { id: ID!  type: String!  text: String  value: JSON }
`);

/** monday's own column ids look like these (type prefix + suffix), not like our portal ids. */
const defaultColumns = (): FakeColumn[] => [
  { id: 'name', title: 'Name', type: 'name' },
  ...BOARD_COLUMNS.map((c, i) => ({
    id: `${c.type}_mk${i.toString(36)}`,
    title: c.title,
    type: c.type,
    labels: c.type === 'status' ? ['New', 'Working on it'] : undefined,
  })),
];

export interface FakeMonday {
  apiUrl: string;
  token: string;
  boardId: string;
  columns: FakeColumn[];
  items: Map<string, FakeItem>;
  faults: FaultQueue;
  /** The API-Version header of each request. */
  versions: string[];
  queries: string[];
  close(): Promise<void>;
}

/** A 429 as the minute rate limit answers it. */
export const rateLimited = (seconds: number): Fault => ({
  status: 429,
  headers: { 'Retry-After': String(seconds) },
  body: { errors: [{ message: 'Rate limit exceeded', extensions: { code: 'RATE_LIMIT_EXCEEDED', retry_in_seconds: seconds } }] },
});
/** The complexity budget answer (HTTP 200 with an errors entry, API 2025-07 and later). */
export const complexityExhausted = (seconds: number): Fault => ({
  status: 200,
  body: {
    errors: [{ message: 'Complexity budget exhausted', extensions: { code: 'COMPLEXITY_BUDGET_EXHAUSTED', retry_in_seconds: seconds } }],
    account_id: 1,
  },
});

const reject = (code: string, message: string) => new GraphQLError(message, { extensions: { code, status_code: 200 } });

function cellFor(column: FakeColumn, raw: unknown, createLabels: boolean): FakeCell {
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

export async function startFakeMonday(options: { columns?: FakeColumn[] } = {}): Promise<FakeMonday> {
  const token = 'fake-monday-token';
  const boardId = '4242424242';
  const columns = options.columns ?? defaultColumns();
  const groups = [
    { id: 'topics', title: 'Submissions' },
    { id: 'group_waiting', title: 'Waiting list' },
    { id: 'group_invites', title: 'Invitations' },
  ];
  const items = new Map<string, FakeItem>();
  const faults = new FaultQueue();
  const versions: string[] = [];
  const queries: string[] = [];
  let nextId = 1_000_000_001;

  const checkBoard = (id: string) => {
    if (id !== boardId) throw reject('InvalidBoardIdException', 'The board does not exist. Please check your board ID and try again');
  };
  const apply = (item: FakeItem, json: unknown, createLabels: boolean) => {
    let values: Record<string, unknown>;
    try {
      values = JSON.parse(String(json ?? '{}')) as Record<string, unknown>;
    } catch {
      throw reject('InvalidArgumentException', 'column_values is not valid JSON');
    }
    const staged = new Map(item.cells);
    for (const [columnId, raw] of Object.entries(values)) {
      const column = columns.find((c) => c.id === columnId);
      if (!column) throw reject('InvalidColumnIdException', `This column ID doesn't exist for the board: ${columnId}`);
      if (column.type === 'name') {
        if (typeof raw !== 'string' || raw === '') throw reject('ColumnValueException', 'invalid value for column name');
        item.name = raw;
      } else staged.set(columnId, cellFor(column, raw, createLabels));
    }
    item.cells = staged;
    item.updatedAt = new Date();
  };
  const itemJson = (item: FakeItem) => ({
    id: item.id,
    name: item.name,
    created_at: item.createdAt.toISOString(),
    updated_at: item.updatedAt.toISOString(),
    column_values: columns
      .filter((c) => c.type !== 'name')
      .map((c) => {
        const cell = item.cells.get(c.id);
        return { id: c.id, type: c.type, text: cell?.text ?? '', value: cell?.value == null ? null : JSON.stringify(cell.value) };
      }),
  });
  const boardJson = () => ({
    id: boardId,
    name: 'Artist submissions',
    items_count: items.size,
    columns: columns.map((c) => ({ ...c, settings_str: JSON.stringify(c.labels ? { labels: c.labels } : {}), archived: false })),
    groups,
  });

  const rootValue = {
    me: () => ({ id: '77', name: 'Portal Bot', email: 'bot@example.com' }),
    boards: (args: { ids?: string[] }) => (args.ids && !args.ids.includes(boardId) ? [] : [boardJson()]),
    items: (args: { ids?: string[] }) =>
      (args.ids ?? [])
        .map((id) => items.get(id))
        .filter((i) => i !== undefined)
        .map(itemJson),
    create_item: (args: {
      board_id: string;
      group_id?: string;
      item_name: string;
      column_values?: string;
      create_labels_if_missing?: boolean;
    }) => {
      checkBoard(args.board_id);
      if (args.group_id && !groups.some((g) => g.id === args.group_id))
        throw reject('InvalidArgumentException', `Group not found: ${args.group_id}`);
      if (args.item_name.length > 255) throw reject('ItemNameTooLongException', 'Item name is too long');
      const item: FakeItem = {
        id: String(nextId++),
        name: args.item_name,
        groupId: args.group_id ?? groups[0].id,
        cells: new Map(),
        createdAt: new Date(),
        updatedAt: new Date(),
      };
      apply(item, args.column_values, args.create_labels_if_missing === true);
      items.set(item.id, item);
      return itemJson(item);
    },
    change_multiple_column_values: (args: {
      board_id: string;
      item_id?: string;
      column_values: string;
      create_labels_if_missing?: boolean;
    }) => {
      checkBoard(args.board_id);
      const item = args.item_id ? items.get(args.item_id) : undefined;
      if (!item) throw reject('InvalidItemIdException', `Item ${args.item_id ?? ''} not found in board`);
      apply(item, args.column_values, args.create_labels_if_missing === true);
      return itemJson(item);
    },
  };

  const server = await startFakeServer(async (req, res) => {
    if (req.method !== 'POST' || (req.url ?? '/').split('?')[0] !== '/v2')
      return sendJson(res, 404, { error_message: 'Not found', status_code: 404 });
    if (req.headers.authorization !== token)
      return sendJson(res, 401, { errors: [{ message: 'Not Authenticated', extensions: { code: 'UNAUTHENTICATED', status_code: 401 } }] });
    versions.push(String(req.headers['api-version'] ?? ''));
    const fault = faults.take();
    if (fault)
      return sendJson(
        res,
        fault.status,
        fault.body ?? { error_message: 'Internal server error', status_code: fault.status },
        fault.headers,
      );
    let body: { query?: string; variables?: Record<string, unknown> };
    try {
      body = JSON.parse(await readBody(req)) as typeof body;
    } catch {
      return sendJson(res, 400, { errors: [{ message: 'Invalid JSON body', extensions: { code: 'BAD_REQUEST' } }] });
    }
    if (!body.query)
      return sendJson(res, 400, { errors: [{ message: 'No query string was present', extensions: { code: 'BAD_REQUEST' } }] });
    queries.push(body.query);
    const result = await graphql({ schema, source: body.query, rootValue, variableValues: body.variables });
    sendJson(res, 200, { ...result, account_id: 1 });
  });

  return { apiUrl: `${server.url}/v2`, token, boardId, columns, items, faults, versions, queries, close: () => server.close() };
}
