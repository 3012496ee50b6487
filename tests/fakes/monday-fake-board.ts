import { cellFor, type FakeCell, type FakeColumn, reject } from './monday-fake-cells';

export interface FakeItem {
  id: string;
  name: string;
  groupId: string;
  cells: Map<string, FakeCell>;
  createdAt: Date;
  updatedAt: Date;
}

interface CreateItemArgs {
  board_id: string;
  group_id?: string;
  item_name: string;
  column_values?: string;
  create_labels_if_missing?: boolean;
}
interface ChangeValuesArgs {
  board_id: string;
  item_id?: string;
  column_values: string;
  create_labels_if_missing?: boolean;
}
interface ItemsByColumnValuesArgs {
  board_id: string;
  columns?: { column_id: string; column_values: (string | null)[] }[] | null;
  cursor?: string | null;
  limit: number;
}

/** One board's state and the resolvers of the part of monday's API v2 the portal uses. */
export function fakeBoard(boardId: string, columns: FakeColumn[]) {
  const groups = [
    { id: 'topics', title: 'Submissions' },
    { id: 'group_waiting', title: 'Waiting list' },
    { id: 'group_invites', title: 'Invitations' },
  ];
  const items = new Map<string, FakeItem>();
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
    /** Items whose text in every named column is one of the given values (monday matches text columns exactly). */
    items_page_by_column_values: (args: ItemsByColumnValuesArgs) => {
      checkBoard(args.board_id);
      if (!args.columns?.length && !args.cursor) throw reject('InvalidArgumentException', 'Either columns or cursor must be provided');
      if (args.limit < 1 || args.limit > 500) throw reject('InvalidArgumentException', 'limit must be between 1 and 500');
      for (const query of args.columns ?? [])
        if (!columns.some((c) => c.id === query.column_id))
          throw reject('InvalidColumnIdException', `This column ID doesn't exist for the board: ${query.column_id}`);
      const matching = [...items.values()].filter((item) =>
        (args.columns ?? []).every((query) => query.column_values.includes(item.cells.get(query.column_id)?.text ?? '')),
      );
      return { cursor: matching.length > args.limit ? `cursor-${args.limit}` : null, items: matching.slice(0, args.limit).map(itemJson) };
    },
    create_item: (args: CreateItemArgs) => {
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
    change_multiple_column_values: (args: ChangeValuesArgs) => {
      checkBoard(args.board_id);
      const item = args.item_id ? items.get(args.item_id) : undefined;
      if (!item) throw reject('InvalidItemIdException', `Item ${args.item_id ?? ''} not found in board`);
      apply(item, args.column_values, args.create_labels_if_missing === true);
      return itemJson(item);
    },
  };
  return { items, rootValue };
}
