import { ERROR_REPORT_MAX_ATTEMPTS, errorReportRetryDelayMs, isReportableError } from '../../../domain/progress';
import { itMaps } from '../support/rule-cases';

describe('error reports (public flow §7, §8)', () => {
  it('makes 3 attempts', () => {
    expect(ERROR_REPORT_MAX_ATTEMPTS).toBe(3);
  });

  describe('waits 1 s × attempt before retrying, and not after the last attempt', () => {
    itMaps(errorReportRetryDelayMs, [
      [1, 1000],
      [2, 2000],
      [3, null],
      [0, null],
      [1.5, null],
    ]);
  });

  it.each([
    ['a cross-origin script error', 'Script error.', undefined, false],
    ['an extension error', 'TypeError: x', 'chrome-extension://abc/content.js', false],
    ['an error in the portal', 'TypeError: x', 'https://portal.example/app.js', true],
    ['an error with no source', 'TypeError: x', null, true],
  ])('reports %s: %p', (_case, message, source, reportable) => {
    expect(isReportableError(message, source)).toBe(reportable);
  });
});
