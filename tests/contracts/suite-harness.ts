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

/**
 * One port's contract described for one implementation: `Port contract: name`, its tests reading a harness made
 * before them and closed after them.
 */
export function describeContract<H extends ContractHarness>(
  port: string,
  name: string,
  make: () => Promise<H>,
  tests: (harness: () => H) => void,
): void {
  describe(`${port} contract: ${name}`, () => tests(suiteHarness(make)));
}
