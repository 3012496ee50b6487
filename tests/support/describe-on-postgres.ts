/**
 * A suite that needs a real PostgreSQL server (several processes or pools on one database; PGlite is one process).
 * Without TEST_DATABASE_URL it runs instead one test that says so, so a run without PostgreSQL cannot pass it silently.
 */
export function describeOnPostgres(title: string, suite: (adminUrl: string) => void): void {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    describe(title, () => suite(adminUrl));
    return;
  }
  describe(title, () => {
    it('is not run here: it needs PostgreSQL, so set TEST_DATABASE_URL (CI does) to run it', () => {
      console.warn(`${title} NOT RUN: TEST_DATABASE_URL is not set`);
      expect(process.env.TEST_DATABASE_URL).toBeUndefined();
    });
  });
}
