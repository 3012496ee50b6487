import type { FullSubmissionTestRequest, TestItemRequest } from '@wire';
import { ApiError } from './api-error';
import { type HttpClient, requestJson } from './http-client';

/** The dashboard's test record: every field of the full test's request, as typed (blank ones are not sent). */
export type TestForm = Required<FullSubmissionTestRequest>;

export type TestCall = 'health' | 'connection' | 'columns' | 'createItem' | 'driveAuth' | 'fullSubmission';

export interface TestOutcome {
  ok: boolean;
  status: number;
  body: unknown;
}

export interface TestDashboardGateway {
  run(call: TestCall, form: TestForm): Promise<TestOutcome>;
}

function testItem(form: TestForm): TestItemRequest {
  return {
    itemName: `${form.artistName} - Test Release`,
    columnValues: {
      artist_name: form.artistName,
      first_name: form.firstName,
      surname: form.surname,
      email: form.email,
      country: form.country,
      city: form.city,
      release_title: 'Test Release',
      release_type: 'single',
      genres: 'Pop',
    },
  };
}

/**
 * The API's paths: the task-board service's kind stands in its name (artist-portal §7). The test item goes to
 * create-item with columnValues (lower-case column ids), which the API tells apart from the wizard's formData.
 */
function request(call: TestCall, form: TestForm): { path: string; method: 'get' | 'post'; json?: unknown } {
  switch (call) {
    case 'health':
      return { path: 'health', method: 'get' };
    case 'connection':
      return { path: 'monday/test-connection', method: 'get' };
    case 'columns':
      return { path: 'monday/columns', method: 'get' };
    case 'createItem':
      return { path: 'monday/create-item', method: 'post', json: testItem(form) };
    case 'driveAuth':
      return { path: 'google/auth', method: 'post', json: {} };
    case 'fullSubmission':
      return {
        path: 'test-dashboard/full-submission-test',
        method: 'post',
        json: Object.fromEntries(Object.entries(form).filter(([, value]) => value.trim() !== '')) satisfies FullSubmissionTestRequest,
      };
  }
}

/** Reads each answer as ok status plus JSON; a refusal is an outcome to show, not a crash. */
export function createTestDashboardGateway(http: HttpClient): TestDashboardGateway {
  return {
    async run(call, form) {
      const { path, method, json } = request(call, form);
      try {
        const body = await requestJson<unknown>(http, path, { method, ...(json === undefined ? {} : { json }) });
        // A 200 can still report a failure (a connection that is down, a failed step of the full test).
        const reported = typeof body === 'object' && body !== null && 'success' in body ? (body as { success: unknown }).success : true;
        return { ok: reported !== false, status: 200, body };
      } catch (error) {
        if (error instanceof ApiError) return { ok: false, status: error.status, body: { error: error.message, details: error.details } };
        throw error;
      }
    },
  };
}
