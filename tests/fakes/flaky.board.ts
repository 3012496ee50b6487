import type { Board, BoardItemChanges, NewBoardItem } from '../../application/ports/board.port';

/**
 * Wraps a board and fails its next `failures` writes (an outage), then behaves. A lost answer is a create that
 * happens on the inner board and then fails as if the answer never came back.
 */
export class FlakyBoard implements Board {
  readonly adapterName: string;
  /** Writes tried (creates and updates), failed ones included. */
  calls = 0;
  private lostAnswers = 0;
  private beforeUpdate: (() => Promise<void>) | undefined;

  constructor(
    private readonly inner: Board,
    private failures: number,
  ) {
    // Named as the board it wraps: to the portal it is that board, with outages.
    this.adapterName = inner.adapterName;
  }

  setFailures(n: number): void {
    this.failures = n;
  }

  /** The next `n` creates write the item, then throw as if the answer were lost. */
  setLostAnswers(n: number): void {
    this.lostAnswers = n;
  }

  /** Runs `hook` when the next update is called, before it reaches the board (a change made while a job writes). */
  beforeNextUpdate(hook: () => Promise<void>): void {
    this.beforeUpdate = hook;
  }

  private trip(): void {
    this.calls += 1;
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('Board unavailable (simulated outage)');
    }
  }

  async createItem(input: NewBoardItem) {
    this.trip();
    const created = await this.inner.createItem(input);
    if (this.lostAnswers > 0) {
      this.lostAnswers -= 1;
      throw new Error('Board answer lost after the write (simulated)');
    }
    return created;
  }

  async updateItem(itemId: string, changes: BoardItemChanges) {
    this.trip();
    const hook = this.beforeUpdate;
    this.beforeUpdate = undefined;
    await hook?.();
    return this.inner.updateItem(itemId, changes);
  }

  findItemByKey(key: string) {
    return this.inner.findItemByKey(key);
  }
  getItem(itemId: string) {
    return this.inner.getItem(itemId);
  }
  testConnection() {
    return this.inner.testConnection();
  }
  listColumns() {
    return this.inner.listColumns();
  }
  status() {
    return this.inner.status();
  }
}
