import { readFileSync } from 'node:fs';
import path from 'node:path';
import { optionsOf, renameField, rootsWithErrors } from './compile-with-overlay';

/**
 * A field renamed in wire/ must break the API side that answers or reads it and the web gateway that sends
 * or reads it, at compile time. Each case renames one field and type-checks both sides with tsc's own options.
 */
const CASES = [
  {
    wire: 'wire/system.wire.ts',
    type: 'PortalConfigResponse',
    field: 'submissionsEnabled',
    api: 'api/portal-config/portal-config.controller.ts',
    web: 'web/src/gateway/portal-config.gateway.ts',
  },
  {
    wire: 'wire/system.wire.ts',
    type: 'SetPortalConfigRequest',
    field: 'submissionsEnabled',
    api: 'api/portal-config/set-config.dto.ts',
    web: 'web/src/gateway/portal-config.gateway.ts',
  },
  {
    wire: 'wire/monitoring.wire.ts',
    type: 'VitalsRequest',
    field: 'metrics',
    api: 'api/monitoring/monitoring.dto.ts',
    web: 'web/src/gateway/monitoring.gateway.ts',
  },
  {
    wire: 'wire/monitoring.wire.ts',
    type: 'AnalyticsDashboardResponse',
    field: 'data',
    api: 'api/monitoring/monitoring.controller.ts',
    web: 'web/src/gateway/analytics.gateway.ts',
  },
  {
    wire: 'wire/profile.wire.ts',
    type: 'ProfileResponse',
    field: 'profile',
    api: 'api/profile/profile.controller.ts',
    web: 'web/src/gateway/profile.gateway.ts',
  },
  {
    wire: 'wire/auth.wire.ts',
    type: 'MeResponse',
    field: 'user',
    api: 'api/auth/auth.controller.ts',
    web: 'web/src/gateway/session.gateway.ts',
  },
  {
    wire: 'wire/uploads.wire.ts',
    type: 'UploadUrlResponse',
    field: 'uploadUrl',
    api: 'api/uploads/direct-upload.controller.ts',
    web: 'web/src/gateway/upload.gateway.ts',
  },
];

const ROOT = path.resolve(__dirname, '../..');
const server = optionsOf('tsconfig.json');
const web = optionsOf('web/tsconfig.json');
const apiRoots = [...new Set(CASES.map((c) => c.api))];
const webRoots = [...new Set(CASES.map((c) => c.web))];

describe('a wire field renamed on one side fails tsc on both', () => {
  it('the unchanged wire types compile on both sides (every error below comes from a rename)', () => {
    expect({ api: rootsWithErrors(apiRoots, server), web: rootsWithErrors(webRoots, web) }).toEqual({ api: [], web: [] });
  });

  it.each(CASES)('$type $field renamed breaks $api and $web', ({ wire, type, field, api, web: gateway }) => {
    const overlay = { [wire]: renameField(readFileSync(path.join(ROOT, wire), 'utf8'), type, field, `${field}Renamed`) };
    expect(rootsWithErrors(apiRoots, server, overlay)).toContain(api);
    expect(rootsWithErrors(webRoots, web, overlay)).toContain(gateway);
  });
});
