import type { ServerResponse } from 'node:http';
import { buildSchema, getOperationAST, graphql, parse } from 'graphql';
import { type Fault, FaultQueue, readBody, sendJson, startFakeServer } from './fake-http';
import { type FakeItem, fakeBoard } from './monday-fake-board';
import { defaultColumns, type FakeColumn } from './monday-fake-cells';

export type { FakeItem };

/** A subset of monday.com's API v2 schema (types as in @mondaydotcomorg/api's d.ts). */
const schema = buildSchema(`
  scalar JSON
  scalar Date
  type Query {
    me: User
    boards(ids: [ID!], limit: Int, page: Int): [Board]
    items(ids: [ID!], limit: Int, page: Int): [Item]
    items_page_by_column_values(board_id: ID!, columns: [ItemsPageByColumnValuesQuery!], cursor: String, limit: Int! = 25): ItemsResponse!
  }
  type Mutation {
    create_item(board_id: ID!, group_id: String, item_name: String!, column_values: JSON, create_labels_if_missing: Boolean): Item
    change_multiple_column_values(board_id: ID!, item_id: ID, column_values: JSON!, create_labels_if_missing: Boolean): Item
  }
  input ItemsPageByColumnValuesQuery { column_id: String!  column_values: [String]! }
  type ItemsResponse { cursor: String  items: [Item!]! }
  type User { id: ID!  name: String!  email: String! }
  type Board { id: ID!  name: String!  items_count: Int  columns(ids: [String]): [Column]  groups(ids: [String]): [Group] }
  type Column { id: ID!  title: String!  type: String!  settings_str: String!  archived: Boolean! }
  type Group { id: ID!  title: String! }
  type Item { id: ID!  name: String!  created_at: Date  updated_at: Date  column_values(ids: [String!]): [ColumnValue!]! }
  type ColumnValue { id: ID!  type: String!  text: String  value: JSON }
`);

/**
 * What happens to the answer of a mutation that monday carried out: another answer in its place (a 5xx), the
 * connection dropped ('drop'), or no answer at all until the fake closes ('stall').
 */
export type AfterWrite = Fault | 'drop' | 'stall';

export interface FakeMonday {
  apiUrl: string;
  token: string;
  boardId: string;
  columns: FakeColumn[];
  items: Map<string, FakeItem>;
  /** Answers given instead of running the request (rate limits, outages). */
  faults: FaultQueue;
  /** The next `times` mutations are answered with this fault without being carried out. */
  failBeforeWrite(fault: Fault, times?: number): void;
  /** The next `times` mutations are carried out, then answered this way; `outage` requests after each answer 500. */
  failAfterWrite(outcome: AfterWrite, times?: number, outage?: number): void;
  /** The API-Version header of each request. */
  versions: string[];
  /** The query of each request that got past `faults`, refused mutations included. */
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
/** monday's answer when it fails inside (the write may have happened). */
export const internalError: Fault = { status: 500, body: { error_message: 'Internal server error', status_code: 500 } };

const isMutation = (query: string) => {
  try {
    return getOperationAST(parse(query))?.operation === 'mutation';
  } catch {
    return false;
  }
};

export async function startFakeMonday(options: { columns?: FakeColumn[] } = {}): Promise<FakeMonday> {
  const token = 'fake-monday-token';
  const boardId = '4242424242';
  const columns = options.columns ?? defaultColumns();
  const { items, rootValue } = fakeBoard(boardId, columns);
  const faults = new FaultQueue();
  const beforeWrite: Fault[] = [];
  const afterWrite: { outcome: AfterWrite; outage: number }[] = [];
  const stalled: ServerResponse[] = [];
  const versions: string[] = [];
  const queries: string[] = [];

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
    const mutation = isMutation(body.query);
    const refused = mutation ? beforeWrite.shift() : undefined;
    if (refused) return sendJson(res, refused.status, refused.body ?? internalError.body, refused.headers);
    const result = await graphql({ schema, source: body.query, rootValue, variableValues: body.variables });
    const after = !result.errors && mutation ? afterWrite.shift() : undefined;
    if (after) faults.inject(internalError, after.outage);
    const outcome = after?.outcome;
    if (outcome === 'drop') return void req.socket.destroy();
    if (outcome === 'stall') return void stalled.push(res);
    if (outcome) return sendJson(res, outcome.status, outcome.body ?? internalError.body, outcome.headers);
    sendJson(res, 200, { ...result, account_id: 1 });
  });

  return {
    apiUrl: `${server.url}/v2`,
    token,
    boardId,
    columns,
    items,
    faults,
    failBeforeWrite: (fault, times = 1) => {
      for (let i = 0; i < times; i++) beforeWrite.push(fault);
    },
    failAfterWrite: (outcome, times = 1, outage = 0) => {
      for (let i = 0; i < times; i++) afterWrite.push({ outcome, outage });
    },
    versions,
    queries,
    close: async () => {
      for (const res of stalled.splice(0)) res.destroy();
      await server.close();
    },
  };
}
