// Areas: several test files of one area run in one Jest file, so they load the application's modules (and Jest's
// environment) once instead of once each. Each area is a file `<name>.area.ts` that calls runArea(__filename)
// (tests/support/world/area.ts); this table says which folders and files it takes. A test file belongs to the area
// whose folder or file names it most closely, so an area can take a folder while another takes one of its files.
// A test file in no area, or one that replaces modules, runs on its own. `npm test` runs areas (PORTAL_TEST_AREAS=1); `npm run jest` runs every
// test file on its own, as when one file is named on the command line. Keep an area under about a minute: a file
// over 90 s fails the run, and two workers share the areas.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../../..');

/** Area file → the folders and files (relative to the repository) whose test files it runs. */
const AREAS = {
  // Server: adapters against real peers, repositories on both engines, API suites on a real Nest app.
  'tests/adapters/adapters.area.ts': ['tests/adapters'],
  'tests/adapters/media/media.area.ts': ['tests/adapters/media'],
  // The audio analysis's checks against ffmpeg and sox, apart from the rest of media.
  'tests/adapters/media/analysis/analysis.area.ts': ['tests/adapters/media/analysis'],
  'tests/adapters/persistence/repositories/repositories.area.ts': ['tests/adapters/persistence/repositories'],
  'tests/port-suites/port-suites.area.ts': ['tests/port-suites', 'tests/wire'],
  'tests/api/auth/auth.area.ts': ['tests/api/auth', 'tests/api/invitations'],
  'tests/api/public-flow/public-flow.area.ts': ['tests/api/public-flow'],
  'tests/api/review-desk/review-desk.area.ts': [
    'tests/api/review-desk',
    'tests/api/board',
    'tests/api/staff-catalogue',
    'tests/api/release-packages',
    'tests/api/statements',
  ],
  'tests/api/drafts/drafts.area.ts': ['tests/api/drafts', 'tests/api/round-trip'],
  'tests/api/uploads/uploads.area.ts': ['tests/api/uploads', 'tests/api/uploads.test.ts', 'tests/api/upload-quota.test.ts'],
  'tests/api/profile/profile.area.ts': ['tests/api/profile', 'tests/api/agreements', 'tests/api/test-dashboard'],
  'tests/api/delivery/delivery.area.ts': ['tests/api/delivery', 'tests/api/identifiers'],
  // kill -9 of a delivery at each phase, in child processes that open the database anew (about 40 s on PGlite, 10 s
  // more on PostgreSQL): on a worker of its own, the delivery area stays under the 90 s a file may take.
  'tests/api/delivery/delivery-crash.area.ts': ['tests/api/delivery/delivery-crash.test.ts'],
  // A store's five onboarding deliveries to two SFTP servers, with its own app (targets are label-wide): about 30 s,
  // which took the delivery area past 90 s.
  'tests/api/delivery/store-onboarding.area.ts': ['tests/api/delivery/store-onboarding.test.ts'],
  'tests/api/jobs/jobs.area.ts': ['tests/api/jobs', 'tests/api/mail', 'tests/api/infrastructure'],
  'tests/api/common/common.area.ts': [
    'tests/api/common',
    'tests/api/static',
    'tests/api/openapi.test.ts',
    'tests/api/portal-config.test.ts',
    'tests/api/retention.test.ts',
    'tests/api/content-security-policy.test.ts',
    'tests/api/trust-proxy.test.ts',
    'tests/house-rules',
  ],
  // Web components in jsdom.
  'tests/web/web.area.ts': ['tests/web'],
  'tests/web/portal/portal.area.ts': ['tests/web/portal'],
  'tests/web/submit/submit.area.ts': ['tests/web/submit'],
  // Chromium against the built portal: each file still starts its own portal.
  'tests/e2e/staff-desk.area.ts': [
    'tests/e2e/integrations.test.ts',
    'tests/e2e/desk-waveform.test.ts',
    'tests/e2e/label-copy-correction.test.ts',
  ],
  // Deliveries, the stores' acknowledgements, the public flows and the agreement's signing each run on their own:
  // paired, each pair took 95-113 s on this machine (a file may take 90 s).
  'tests/e2e/public-site.area.ts': ['tests/e2e/beta-notice.test.ts', 'tests/e2e/navigation.test.ts', 'tests/e2e/built-chunks.test.ts'],
  'tests/e2e/artist-portal.area.ts': ['tests/e2e/portal-access.test.ts', 'tests/e2e/analytics.test.ts', 'tests/e2e/wizard-stepper.test.ts'],
};

const TEST_FILE = /\.test\.tsx?$/;

/** Every test file under tests/, relative to the repository. */
function allTestFiles() {
  return fs
    .readdirSync(path.join(root, 'tests'), { recursive: true, encoding: 'utf8' })
    .filter((file) => TEST_FILE.test(file))
    .map((file) => path.join('tests', file))
    .sort();
}

const covers = (member, file) => file === member || file.startsWith(member + path.sep);

// A file that replaces modules (jest.mock) runs on its own: in an area its mock would reach the other files' modules,
// and theirs would already be loaded without it.
const REPLACES_MODULES = /\bjest\.mock\(/;

/** The area file that runs `file` (relative to the repository), or undefined when it runs on its own. */
function areaOf(file) {
  if (REPLACES_MODULES.test(fs.readFileSync(path.join(root, file), 'utf8'))) return undefined;
  let best;
  for (const [area, members] of Object.entries(AREAS)) {
    for (const member of members) {
      if (covers(member, file) && (!best || member.length > best.member.length)) best = { area, member };
    }
  }
  return best?.area;
}

/** The test files an area file runs, relative to the repository. */
function filesOfArea(area) {
  if (!AREAS[area]) throw new Error(`${area} is not in the table of areas (tests/support/world/areas.cjs)`);
  return allTestFiles().filter((file) => areaOf(file) === area);
}

/**
 * What Jest runs in area mode under `folders` (relative to the repository): the area files there and the test files
 * in no area. Every area in the table must exist and take at least one file.
 */
function filesToRun(folders) {
  for (const area of Object.keys(AREAS)) {
    if (!fs.existsSync(path.join(root, area))) throw new Error(`${area} is in the table of areas but does not exist`);
    if (filesOfArea(area).length === 0) throw new Error(`${area} takes no test file`);
  }
  const inFolders = (file) => folders.some((folder) => covers(folder, file));
  const alone = allTestFiles().filter((file) => inFolders(file) && !areaOf(file));
  return [...Object.keys(AREAS).filter(inFolders), ...alone];
}

module.exports = { AREAS, areaOf, filesOfArea, filesToRun, root };
