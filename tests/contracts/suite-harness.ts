export interface ContractHarness {
  close(): Promise<void>;
}

/**
 * The harness a contract suite runs against: made once before the suite's tests and closed after them.
 * Call it from the suite's describe block; its tests read the harness through the accessor it returns.
 */
export function suiteHarness<H extends ContractHarness>(make: () => Promise<H>): () => H {
  let harness: H | undefined;
  beforeAll(async () => {
    harness = await make();
  });
  afterAll(() => harness?.close());
  return () => {
    if (harness === undefined) throw new Error('The contract harness is read before the suite made it');
    return harness;
  };
}
