import type { Board, BoardColumnValues } from '../../application/ports/board.port';

/** Wraps a board and fails its first `failures` writes (an outage), then behaves. */
export class FlakyBoard implements Board {
  readonly adapterName: string;
  calls = 0;

  constructor(
    private readonly inner: Board,
    private failures: number,
  ) {
    this.adapterName = `flaky-${inner.adapterName}`;
  }

  setFailures(n: number): void {
    this.failures = n;
  }

  private trip(): void {
    this.calls += 1;
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('Board unavailable (simulated outage)');
    }
  }

  async createItem(input: { name: string; columnValues: BoardColumnValues; group?: string }) {
    this.trip();
    return this.inner.createItem(input);
  }

  async updateItem(itemId: string, changes: { name?: string; columnValues: BoardColumnValues }) {
    this.trip();
    return this.inner.updateItem(itemId, changes);
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
