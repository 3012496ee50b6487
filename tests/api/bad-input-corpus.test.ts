import request from 'supertest';
import { createValidationPipe } from '../../api/common/http/validation.pipe';
import { bodyDtoOf, fieldPathsOf, withValueAt } from '../support/body-fields';
import { aDeliveryTarget } from '../support/delivery/delivery-target.mother';
import { insertRelease } from '../support/delivery/release-fixture';
import { createArtist, createStaff } from '../support/identity-fixtures';
import { type RouteAccess, servedRoutes } from '../support/route-table';
import { expectRouteTableFound } from '../support/route-table-coverage';
import { useTestApp } from '../support/use-test-app';

/**
 * Every JSON route, called by the role it admits with a body its validation passes, then with each field in turn
 * replaced by a bad value: null, the wrong type, a lone surrogate, a huge string. Each must be refused (4xx) or
 * harmlessly taken, never answered 5xx. The field list is read from the route's DTO, so a route or field added
 * later is covered; a route whose DTO has required fields needs a valid body in BASES (the test says which).
 */
const HUGE = 'x'.repeat(200 * 1024);
const OVER_THE_LIMIT = 'x'.repeat(1024 * 1024 + 1);
const BAD_VALUES: [string, unknown][] = [
  ['null', null],
  ['number', 42],
  ['boolean', true],
  ['text', 'text'],
  ['empty array', []],
  ['array', ['x', 1, null]],
  ['object', { a: null, b: [1] }],
  ['lone surrogate', 'nova\ud800'],
  ['huge text', HUGE],
];
/** Sent to fields that hold an address as well: a lone surrogate in an otherwise good address. */
const BAD_ADDRESS: [string, unknown] = ['lone surrogate in an address', 'nova\udfff@example.com'];
const UUID = '00000000-0000-4000-8000-000000000000';

interface Fixtures {
  artistToken: string;
  staffToken: string;
  submissionId: string;
  draftId: string;
  noteTemplateId: string;
}

/** A body each route's validation passes (the ids come from the fixtures); routes not named take `{}`. */
const BASES: Record<string, (f: Fixtures) => object> = {
  'POST /api/config/set': () => ({ submissionsEnabled: true }),
  'POST /api/background/process-social-clips': () => ({
    tracksWithClips: [{ fileId: UUID, socialClips: [{ startTime: '00:10', endTime: '00:25' }] }],
  }),
  'POST /api/waiting-list': () => ({ artistData: { artistName: 'Nova Lane', email: 'nova@example.com' } }),
  'POST /api/monitoring/report-error': () => ({ errorData: { message: 'boom' } }),
  'POST /api/monitoring/vitals': () => ({ metrics: [{ name: 'LCP', value: 1200 }] }),
  'POST /api/auth/artist/login': () => ({ artistId: 'AR-NOBODY', invitationCode: 'NOT-A-CODE' }),
  'POST /api/auth/staff/login': () => ({ email: 'nobody@label.example', password: 'not the password' }),
  'POST /api/auth/artist/lost-code': () => ({ email: 'nobody@example.com' }),
  'POST /api/profile/submissions/:id/resubmit': () => ({ formData: { artistName: 'Nova Lane' } }),
  'POST /api/review-desk/submissions/bulk-status': (f) => ({ filter: {}, ids: [f.submissionId], status: 'In Review' }),
  'POST /api/review-desk/submissions/:id/comments': () => ({ body: 'Looks good' }),
  'POST /api/review-desk/submissions/:id/assign': () => ({ staffId: null }),
  'POST /api/review-desk/submissions/:id/status': () => ({ status: 'In Review' }),
  'POST /api/review-desk/submissions/:id/delivery/resend': () => ({ targetId: 'default' }),
  'POST /api/test-dashboard/create-item': () => ({ itemName: 'Test item', columnValues: {} }),
  'POST /api/cloud-storage/generate-upload-url': () => ({
    fileName: 'a.wav',
    fileSize: 10,
    contentType: 'audio/wav',
    artistName: 'Nova',
    fileType: 'audio',
  }),
  'POST /api/cloud-storage/process-upload': () => ({ fileName: 'a.wav', artistName: 'Nova', fileType: 'audio' }),
  'POST /api/spotify/verify/artist': () => ({ artistUrl: 'https://open.spotify.com/artist/0OdUWJ0sBjDrqHygGUXeCF' }),
  'PUT /api/drafts/:id': () => ({ baseRevision: 1, answers: { artistName: 'Nova Lane' }, wizard: { step: 0, extras: {} } }),
  'POST /api/staff/saved-filters': () => ({ name: 'Mine', filter: { status: 'Pending' } }),
  'POST /api/staff/note-templates': () => ({ fieldKind: 'any', body: 'Please check this field' }),
  'PUT /api/staff/note-templates/order': (f) => ({ ids: [f.noteTemplateId] }),
  'PUT /api/staff/note-templates/:id': () => ({ fieldKind: 'any', body: 'Please check this field' }),
  'POST /api/staff/delivery-targets': () => aDeliveryTarget(),
  'PUT /api/staff/delivery-targets/:id': () => aDeliveryTarget(),
  'POST /api/split-sheets/:token/agree': () => ({ fullName: 'Ada Writer', consent: true, documentSha256: 'a'.repeat(64) }),
  'POST /api/split-sheets/:token/decline': () => ({ reason: 'My share is wrong' }),
  'POST /api/split-sheets/:token/sign-url': () => ({ documentSha256: 'a'.repeat(64) }),
  'POST /api/review-desk/submissions/:id/split-sheets/:consentId/agreed-offline': () => ({ note: 'Agreed by phone' }),
  'PUT /api/profile/submissions/:id/pins/:field/answer': () => ({ answer: 'It is right as it is' }),
  'POST /api/staff/statements/periods': () => ({ name: 'Q1 2027', baseCurrency: 'EUR' }),
  'PUT /api/staff/statements/periods/:id/rates/:currency': () => ({ rate: '1.08' }),
  'POST /api/staff/statements/unmatched/match': () => ({
    reportId: '00000000-0000-4000-8000-000000000001',
    title: 'Night Drive',
    artist: 'Nova Lane',
    trackId: '00000000-0000-4000-8000-000000000002',
  }),
  'POST /api/staff/statements/periods/:id/reopen': () => ({ reason: 'A late report' }),
  'PUT /api/staff/statements/templates': () => ({ store: 'Store', delimiter: ',', isrc: 'ISRC', amount: 'Amount' }),
};

const app = useTestApp({
  env: Object.fromEntries(
    ['LOOKUPS', 'TOKEN_CHECKS', 'SUBMISSIONS', 'WAITING_LIST', 'MONITORING', 'FORM_SESSIONS'].map((n) => [`RATE_LIMIT_${n}`, '100000']),
  ),
});
let fixtures: Fixtures;
let routes: { route: RouteAccess; dto: new () => object }[];

async function signIn(path: string, body: object): Promise<string> {
  const res = await request(app().http)
    .post(path)
    .send({ ...body, issueBearerToken: true })
    .expect(200);
  return res.body.token as string;
}

beforeAll(async () => {
  const artist = await createArtist(app());
  const staff = await createStaff(app());
  const artistToken = await signIn('/api/auth/artist/login', { artistId: artist.artistCode, invitationCode: artist.invitationCode });
  const staffToken = await signIn('/api/auth/staff/login', { email: staff.email, password: staff.password });
  const { submissionId } = await insertRelease(app().database, { tracks: 2, artistId: artist.id, status: 'Changes Requested' });
  const draft = await request(app().http).post('/api/drafts').set('Authorization', `Bearer ${artistToken}`).send({}).expect(200);
  const template = await request(app().http)
    .post('/api/staff/note-templates')
    .set('Authorization', `Bearer ${staffToken}`)
    .send({ fieldKind: 'any', body: 'A template' })
    .expect(201);
  fixtures = { artistToken, staffToken, submissionId, draftId: draft.body.data.id, noteTemplateId: template.body.template.id };
  routes = servedRoutes(app()).flatMap((route) => {
    const dto = bodyDtoOf(route);
    return dto ? [{ route, dto }] : [];
  });
});

/** The route's path with its ids filled from the fixtures. */
function pathOf(route: RouteAccess): string {
  const id = route.path.includes('/drafts/')
    ? fixtures.draftId
    : route.path.includes('/note-templates/')
      ? fixtures.noteTemplateId
      : fixtures.submissionId;
  return route.path.replace(/:[A-Za-z_]+/g, id);
}

function send(route: RouteAccess, body: object) {
  const token = route.roles?.includes('staff') ? fixtures.staffToken : fixtures.artistToken;
  return request(app().http)
    [route.method.toLowerCase() as 'post'](pathOf(route))
    .set('Authorization', `Bearer ${token}`)
    .set('Content-Type', 'application/json')
    .send(JSON.stringify(body));
}

it('finds every JSON route, and a body for each that its validation passes', async () => {
  expectRouteTableFound(
    routes.map((r) => r.route),
    25,
    ['PUT /api/profile', 'PUT /api/review-desk/submissions/:id/identifiers', 'PATCH /api/review-desk/submissions/:id/label-copy'],
  );
  const refused: string[] = [];
  for (const { route, dto } of routes) {
    const base = BASES[route.key]?.(fixtures) ?? {};
    await createValidationPipe()
      .transform(base, { type: 'body', metatype: dto })
      .catch((error: Error) => refused.push(`${route.key}: ${error.message}`));
  }
  expect(refused).toEqual([]);
});

it('never answers 5xx to null, wrong types, lone surrogates or huge strings in any field of any JSON route', async () => {
  const failures: string[] = [];
  const statuses: Record<number, number> = {};
  const shutOut = new Set<string>();
  let sent = 0;
  for (const { route, dto } of routes) {
    const base = BASES[route.key]?.(fixtures) ?? {};
    const fields = fieldPathsOf(dto);
    const cases: [string, object][] = [
      ['the valid body', base],
      ['over the JSON limit', withValueAt(base, fields[0], OVER_THE_LIMIT)],
      ...fields.flatMap((field) =>
        [...BAD_VALUES, ...(/email/i.test(field) ? [BAD_ADDRESS] : [])].map(([name, value]): [string, object] => [
          `${field} = ${name}`,
          withValueAt(base, field, value),
        ]),
      ),
    ];
    for (const [name, body] of cases) {
      const res = await send(route, body);
      sent += 1;
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status >= 500) failures.push(`${route.key} ${name} → ${res.status}`);
      if (body === base && (res.status === 401 || res.status === 403)) shutOut.add(route.key);
    }
  }
  console.info(`bad-input corpus: ${routes.length} JSON routes, ${sent} requests, statuses ${JSON.stringify(statuses)}`);
  expect(failures).toEqual([]);
  // The bad values must reach validation, not bounce off sign-in or a missing record.
  expect(statuses[400]).toBeGreaterThan(sent / 2);
  // Signed in as the role each route admits, the valid body is let in (the sign-in bodies hold wrong credentials).
  expect([...shutOut]).toEqual(['POST /api/auth/artist/login', 'POST /api/auth/staff/login']);
  // About 4,800 requests through the whole app, one after another: 64 s on a quiet run, over 85 s on a loaded one.
}, 180_000);

it('answers null in a field that takes no null, and a lone surrogate in an address, with a 400 naming the field', async () => {
  const route = (key: string) => routes.find((r) => r.route.key === key)!.route;
  const profileFields = ['name', 'artistName', 'nationality', 'country', 'city', 'biography', 'spotifyProfile'];
  const linkFields = ['appleMusicProfile', 'soundcloudProfile', 'instagramProfile', 'tiktokProfile', 'website', 'pplId', 'prsId'];
  const labelCopyFields = ['releaseTitle', 'primaryGenre', 'subGenre', 'pLineOwner', 'cLineOwner', 'labelName'];
  const cases: [string, string, object][] = [
    ...[...profileFields, ...linkFields].map((field): [string, string, object] => ['PUT /api/profile', field, { [field]: null }]),
    ['PUT /api/review-desk/submissions/:id/identifiers', 'upc', { upc: null }],
    ...labelCopyFields.map((field): [string, string, object] => [
      'PATCH /api/review-desk/submissions/:id/label-copy',
      field,
      { [field]: null },
    ]),
    ['POST /api/agreements/create', 'artistEmail', { artistEmail: 'nova\ud800@example.com' }],
    ['POST /api/test-dashboard/full-submission-test', 'email', { email: 'nova\udfff@example.com' }],
    ['POST /api/auth/artist/lost-code', 'email', { email: '\ud800' }],
    [
      'PUT /api/drafts/:id',
      'answers.email',
      withValueAt(BASES['PUT /api/drafts/:id'](fixtures), 'answers.email', 'nova\ud800@example.com'),
    ],
  ];
  const answers = [];
  for (const [key, , body] of cases) {
    const res = await send(route(key), body);
    answers.push({ key, status: res.status, named: (res.body.details as { field: string }[] | undefined)?.map((d) => d.field) });
  }
  expect(answers).toEqual(cases.map(([key, field]) => ({ key, status: 400, named: [field] })));
});
