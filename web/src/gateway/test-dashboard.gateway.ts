import { ApiError } from './api-error';
import { type HttpClient, requestJson } from './http-client';

export interface TestForm {
  firstName: string;
  surname: string;
  email: string;
  artistName: string;
  country: string;
  city: string;
}

export type TestCall = 'health' | 'connection' | 'columns' | 'createItem' | 'driveAuth' | 'fullSubmission';

export interface TestOutcome {
  ok: boolean;
  status: number;
  body: unknown;
}

export interface TestDashboardGateway {
  run(call: TestCall, form: TestForm): Promise<TestOutcome>;
}

/** The task-board service's kind stands in its name in the paths (artist-portal §7). */
function request(call: TestCall, form: TestForm): { path: string; method: 'get' | 'post'; json?: unknown } {
  switch (call) {
    case 'health':
      return { path: 'health', method: 'get' };
    case 'connection':
      return { path: 'monday/test-connection', method: 'get' };
    case 'columns':
      return { path: 'monday/columns', method: 'get' };
    case 'createItem':
      return {
        path: 'monday/create-item',
        method: 'post',
        json: {
          itemName: `${form.artistName} - Test Release`,
          columnValues: {
            artistName: form.artistName, firstName: form.firstName, surname: form.surname, email: form.email,
            country: form.country, city: form.city, releaseTitle: 'Test Release', releaseType: 'single', genres: 'Pop',
          },
        },
      };
    case 'driveAuth':
      return { path: 'google/auth', method: 'post', json: {} };
    case 'fullSubmission':
      return { path: 'test/full-submission', method: 'post', json: form };
  }
}

/** Reads each answer as ok status plus JSON; a refusal is an outcome to show, not a crash. */
export function createTestDashboardGateway(http: HttpClient): TestDashboardGateway {
  return {
    async run(call, form) {
      const { path, method, json } = request(call, form);
      try {
        const body = await requestJson<unknown>(http, path, { method, ...(json === undefined ? {} : { json }) });
        return { ok: true, status: 200, body };
      } catch (error) {
        if (error instanceof ApiError) return { ok: false, status: error.status, body: { error: error.message, details: error.details } };
        throw error;
      }
    },
  };
}
