import { screen } from '@testing-library/react';
import type { PortalConfigResponse } from '../../../wire';
import { TOKENS } from '../../../web/src/di/tokens';
import { createPortalConfigGateway } from '../../../web/src/gateway/portal-config.gateway';
import { useLabelName, useSubmissionsEnabled } from '../../../web/src/queries/portal-config.query';
import { fakeGateways, renderSubmit } from '../submit/render-submit';

jest.mock('ky', () => jest.requireActual('../submit/ky.stub'));

/** The network answers GET /api/config as a server with LABEL_NAME=Harbour Records and submissions paused. */
function stubConfigServer() {
  const answer: PortalConfigResponse = { success: true, submissionsEnabled: false, labelName: 'Harbour Records' };
  const network = jest.fn(async (_input: RequestInfo | URL) => Response.json(answer));
  global.fetch = network;
  return { configReads: () => network.mock.calls.filter(([input]) => String(input).endsWith('/api/config')).length };
}

function BothHooks() {
  const labelName = useLabelName();
  const submissionsEnabled = useSubmissionsEnabled();
  return <p>{`${labelName}: ${submissionsEnabled ? 'open' : 'paused'}`}</p>;
}

describe('the portal config read', () => {
  it('fetches /api/config once for both the label name and the submissions switch', async () => {
    const server = stubConfigServer();
    renderSubmit(<BothHooks />, fakeGateways(), '/submit', { bindings: [[TOKENS.portalConfig, createPortalConfigGateway()]] });
    expect(await screen.findByText('Harbour Records: paused')).toBeInTheDocument();
    expect(server.configReads()).toBe(1);
  });
});
