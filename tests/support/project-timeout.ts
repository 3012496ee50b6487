// Each jest project names its default test timeout in jest.config.cjs (`globals.PROJECT_TEST_TIMEOUT`): jest itself
// reads only one global timeout, and a file-level jest.setTimeout per suite drifted into dozens of guesses.
const { PROJECT_TEST_TIMEOUT } = globalThis as { PROJECT_TEST_TIMEOUT?: number };
if (PROJECT_TEST_TIMEOUT) jest.setTimeout(PROJECT_TEST_TIMEOUT);
