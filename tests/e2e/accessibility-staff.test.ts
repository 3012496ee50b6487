import request from 'supertest';
import { anInvitation } from '../support/builders/invitation.builder';
import { draftFinishedLater } from '../support/finish-later-draft';
import { dsrfLines } from '../support/statements/report-files';
import { agreeSplitSheet, seedReleaseWithSplitSheets } from '../support/statements/split-sheet.seed';
import { STAFF_AUTHORIZATION } from '../support/test-config';
import { useAxeTabs } from './accessibility.helpers';
import { createArtistAccount, usePortalAndBrowser } from './portal-fixtures';
import { signInAsArtist, signInAsStaff } from './sign-in';

// The staff pages and the private links (split sheet, statements, invitation, returning, resume, details), each at
// 1280 and 375 px; the public pages, the wizard and the artist's portal are in accessibility.test.ts.
const env = usePortalAndBrowser();
const { newPage, auditPages } = useAxeTabs(env);

const STAFF_PAGES = [
  '/staff/review',
  '/staff/review?tab=mine',
  '/staff/review?tab=waiting',
  '/staff/artists',
  '/staff/catalogue',
  '/staff/catalogue?view=calendar&month=2031-03',
  '/staff/statements',
  '/staff/note-templates',
  '/staff/outbox',
  '/staff/delivery-targets',
  '/staff/integrations',
  '/admin/invite',
  '/analytics',
  '/test-dashboard',
];

const http = () => env.portal.app.getHttpServer();
const ana = { email: 'ana.axe@example.com', name: 'Ana Axe' };

/** An artist's live release whose master Ana shares; her split sheet agreed; a closed statement period that pays both. */
async function seedReleaseWithStatements() {
  const db = env.portal.infrastructure.database;
  const artist = await createArtistAccount(env.portal, 'Nova Axe');
  const [{ email }] = await db.query<{ email: string }>('SELECT email FROM artists WHERE id = $1', [artist.id]);
  const { release, repo, tokenOf } = await seedReleaseWithSplitSheets(db, {
    artistId: artist.id,
    artistEmail: email,
    artistName: 'Nova Axe',
    title: 'Tide',
    upc: '012397000015',
    tracks: [{ title: 'Tide', isrc: 'GBA1B3970001', masterSplit: [{ ...ana, percentage: 40 }] }],
  });
  await agreeSplitSheet(repo, release.submissionId, ana.email);
  const period = await request(http())
    .post('/api/staff/statements/periods')
    .set(STAFF_AUTHORIZATION)
    .send({ name: '2030 May', baseCurrency: 'EUR' });
  const periodId = period.body.id as string;
  const summaries = [{ id: 'GB', territory: 'GB', currency: 'EUR', revenue: '48.00', usages: 4 }];
  const sales = [{ summaryId: 'GB', isrc: 'GBA1B3970001', upc: '', title: 'Tide', artist: 'Nova Axe', streams: 4 }];
  await request(http())
    .post(`/api/staff/statements/periods/${periodId}/reports?fileName=streamy-may.tsv`)
    .set(STAFF_AUTHORIZATION)
    .set('Content-Type', 'text/tab-separated-values')
    .send([...dsrfLines({ store: 'Streamy', month: '2030-05', summaries, sales })].join('\n'))
    .expect(201);
  await request(http()).post(`/api/staff/statements/periods/${periodId}/close`).set(STAFF_AUTHORIZATION).expect(200);
  return { artist, submissionId: release.submissionId, splitToken: tokenOf(ana.email) };
}

/** An invitation's /i/ token, as its mail carries it. */
async function invitationToken(): Promise<string> {
  const invited = anInvitation('Iva', 'Axe', { invitationReason: 'Heard the demo' });
  await request(http()).post('/api/artist-invitations/create').set(STAFF_AUTHORIZATION).send(invited).expect(200);
  const [mail] = await env.portal.infrastructure.mailOutbox.list({ to: invited.email, category: 'invitation' });
  return /\/i\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
}

/** A returning artist's /r/ token, as their first accepted submission issues it. */
async function returningToken(artistId: string): Promise<string> {
  const { tokens, invitations } = env.portal.infrastructure;
  const token = tokens.generate();
  await invitations.createReturningLink({ artistId, tokenHash: tokens.digest(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return token;
}

/** A draft's 'finish later' /submit/resume/ token. */
async function resumeToken(): Promise<string> {
  const sent = await draftFinishedLater(http(), 'later.axe@example.com');
  return String(sent.body.link).split('/submit/resume/')[1];
}

describe('axe-core finds no serious or critical violation at 1280 and 375 px', () => {
  let seeded: Awaited<ReturnType<typeof seedReleaseWithStatements>>;
  beforeAll(async () => {
    seeded = await seedReleaseWithStatements();
  });

  it('on every staff page, with a closed statement period, an artist and a submission', async () => {
    const page = await newPage();
    await signInAsStaff(env.portal, page, '/staff/review');
    const findings = await auditPages(page, [
      ...STAFF_PAGES.map((path) => (path === '/staff/statements' ? { path, name: path, ready: '2030 May: totals' } : path)),
      { path: `/artist/${seeded.artist.artistCode}`, name: '/artist/{artistId}' },
      { path: `/staff/review/${seeded.submissionId}`, name: '/staff/review/{id}' },
    ]);
    expect(findings).toEqual([]);
  });

  it("on a collaborator's split sheet and statements, and on the invitation, returning, resume and details links", async () => {
    const page = await newPage({ betaNoticeSeen: true });
    const links = [
      { path: `/splits/${seeded.splitToken}`, name: '/splits/{token}', ready: /named you on/ },
      { path: `/splits/${seeded.splitToken}/statements`, name: '/splits/{token}/statements', ready: 'By track' },
      { path: '/splits/not-a-real-token-000000000', name: '/splits/{unknown token}', ready: 'Link not valid' },
      { path: '/splits/not-a-real-token-000000000/statements', name: '/splits/{unknown token}/statements', ready: 'No statement here' },
      { path: `/i/${await invitationToken()}`, name: '/i/{token}', ready: /^Welcome, / },
      { path: '/i/not-a-real-invitation-token-0000', name: '/i/{unknown token}', ready: "This invitation can't be used" },
      { path: `/r/${await returningToken(seeded.artist.id)}`, name: '/r/{token}', ready: /^Welcome back, Nova Axe/ },
      { path: '/r/not-a-real-returning-token-0000', name: '/r/{unknown token}', ready: "This link can't be used" },
      { path: `/submit/resume/${await resumeToken()}`, name: '/submit/resume/{token}', ready: /Draft saved|Saved/ },
      { path: '/submit/resume/not-a-real-resume-token-000', name: '/submit/resume/{unknown token}', ready: "This link can't be used" },
      { path: `/details/${seeded.submissionId}`, name: '/details/{submissionId}', ready: 'Sign in to see it.' },
    ];
    expect(await auditPages(page, links)).toEqual([]);
  });

  it("on the artist's Earnings tab once a period paid them", async () => {
    const page = await newPage();
    await signInAsArtist(page, env.portal.baseUrl, seeded.artist);
    expect(await auditPages(page, [{ path: '/dashboard?tab=2', name: '/dashboard?tab=2 with earnings' }])).toEqual([]);
  });
});
