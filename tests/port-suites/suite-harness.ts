export interface PortSuiteHarness {
  close(): Promise<void>;
}

/**
 * The harness a port suite runs against: made once before the suite's tests and closed after them.
 * Call it from the suite's describe block; its tests read the harness through the accessor it returns.
 */
export function suiteHarness<H extends PortSuiteHarness>(make: () => Promise<H>): () => H {
  let harness: H | undefined;
  beforeAll(async () => {
    harness = await make();
  });
  afterAll(() => harness?.close());
  return () => {
    if (harness === undefined) throw new Error('The port suite harness is read before the suite made it');
    return harness;
  };
}

/**
 * One port's suite described for one implementation: `Port port suite: name`, its tests reading a harness made
 * before them and closed after them.
 */
export function describePortSuite<H extends PortSuiteHarness>(
  port: string,
  name: string,
  make: () => Promise<H>,
  tests: (harness: () => H) => void,
): void {
  describe(`${port} port suite: ${name}`, () => tests(suiteHarness(make)));
}
