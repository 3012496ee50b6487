import { screen } from '@testing-library/react';

jest.mock('ky', () => jest.requireActual('../submit/ky.stub'));
import type { Options } from 'ky';
import { matchRoute, Route } from 'wouter';
import { parse } from 'regexparam';
import { PORTAL_ROUTES } from '../../../web/src/app/routes';
import { PORTAL_TOKENS } from '../../../web/src/di/portal-tokens';
import { SubmissionDetailsPage } from '../../../web/src/features/submission-details/submission-details.page';
import type { HttpClient } from '../../../web/src/gateway/http-client';
import { createProfileGateway } from '../../../web/src/gateway/profile.gateway';
import { HTTPError } from '../submit/ky.stub';
import { renderPortal } from './render-portal';

/** An API whose every answer has this status and raw body (a crash or a proxy answers without the API's JSON). */
function answering(status: number, body: string): HttpClient {
  const call = (_path: string, _options: Options = {}) => ({
    json: async () => {
      throw new HTTPError(new Response(body, { status }));
    },
  });
  return call as unknown as HttpClient;
}

const detailsRoute = () => PORTAL_ROUTES.find((route) => route.title === 'Submission')!;

function renderDetails(path: string, http: HttpClient) {
  return renderPortal(
    <Route path={detailsRoute().path}>
      <SubmissionDetailsPage />
    </Route>,
    [[PORTAL_TOKENS.profile, createProfileGateway(http)]],
    path,
  );
}

describe('the submission details page when it cannot show a submission', () => {
  it("says 'Failed to load submission details' when the load fails without the API's message", async () => {
    renderDetails('/submission/s-1', answering(500, '<html>Bad gateway</html>'));
    expect(await screen.findByText('Failed to load submission details')).toBeInTheDocument();
    expect(screen.queryByText('HTTP 500')).not.toBeInTheDocument();
  });

  it("shows the API's own message when it gave one", async () => {
    renderDetails('/submission/s-1', answering(503, JSON.stringify({ success: false, error: 'Down for maintenance' })));
    expect(await screen.findByText('Down for maintenance')).toBeInTheDocument();
  });

  it.each(['/submission/', '/submission'])("the route %s is the details page, saying 'No submission ID provided'", async (path) => {
    expect(matchRoute(parse, detailsRoute().path, path)[0]).toBe(true);
    renderDetails(path, answering(500, ''));
    expect(await screen.findByText('No submission ID provided')).toBeInTheDocument();
  });
});
