import type { DestinationStream } from 'pino';
import request from 'supertest';
import { DatabaseBoard } from '../../../adapters/board/database.board';
import type { Board } from '../../../application/ports/board.port';
import { createPortalApp, type PortalApp } from '../../../api/app.factory';
import { FlakyBoard } from '../../fakes/flaky.board';
import { ManualClock } from '../../fakes/manual.clock';
import { testConfig } from '../../support/test-config';
import { type Engine, openTestDatabase } from '../../support/test-database';
import type { DatabaseHandle } from '../../../adapters/persistence/database';
import { aSubmission, type BuiltSubmission } from '../../support/builders/submission.builder';
import { useStartedApp, type AppAccessor } from '../../support/use-test-app';
import { withUploadedAudio } from './test-audio';

/** Rate limits no file's many submissions and form sessions reach. */
export const UNTHROTTLED_SUBMISSIONS = { RATE_LIMIT_SUBMISSIONS: '1000', RATE_LIMIT_FORM_SESSIONS: '1000' };

/** The tables an accepted submission writes to before its board job runs. */
export const SUBMISSION_TABLES = [
  'submissions',
  'submission_details',
  'submission_tracks',
  'submission_credits',
  'submission_clips',
  'submission_catalogue_items',
  'jobs',
] as const;

export interface PublicFlowApp extends PortalApp {
  database: DatabaseHandle;
  http: ReturnType<PortalApp['app']['getHttpServer']>;
  clock: ManualClock;
  board: FlakyBoard;
  /** A fresh signed form session, with the clock then moved past the bot check's minimum form time. */
  formSession(): Promise<{ sessionId: string; formSession: string }>;
  count(table: string): Promise<number>;
  /** The row count of each table, keyed by table name. */
  counts(tables: readonly string[]): Promise<Record<string, number>>;
  /** POST /api/waiting-list with a fresh form session and empty honeypots; `extra` replaces any of those. */
  joinWaitingList(artistData: unknown, extra?: Record<string, unknown>): Promise<request.Response>;
  /** aSubmission with a fresh form session and a WAV uploaded in that session for every track. */
  signedSubmission(overrides?: Parameters<typeof aSubmission>[0]): Promise<BuiltSubmission & { formSession: string }>;
}

/**
 * The real app on a fresh database with a hand-moved clock and a board whose outages tests switch on: the
 * built-in board unless `board` gives another (e.g. monday against its fake).
 */
export async function startPublicFlowApp(
  env: Record<string, string> = {},
  options: {
    board?: () => Board;
    engine?: Engine;
    logDestination?: DestinationStream;
    /** Another instance's database and clock (two instances of one portal); the caller closes that database. */
    shared?: { database: DatabaseHandle; clock: ManualClock };
  } = {},
): Promise<PublicFlowApp> {
  const database = options.shared?.database ?? (await openTestDatabase(options.engine));
  const clock = options.shared?.clock ?? new ManualClock();
  const board = new FlakyBoard(options.board?.() ?? new DatabaseBoard(database.db), 0);
  const portal = await createPortalApp(testConfig(env), {
    overrides: { database, clock, board },
    serveWebApp: false,
    logDestination: options.logDestination,
  });
  const http = portal.app.getHttpServer();
  const app: PublicFlowApp = {
    ...portal,
    database,
    http,
    clock,
    board,
    async formSession() {
      const res = await request(http).post('/api/form-sessions').expect(201);
      clock.advance(45_000);
      return { sessionId: res.body.sessionId as string, formSession: res.body.formSession as string };
    },
    async signedSubmission(overrides = {}) {
      const { formSession } = await app.formSession();
      const body = await withUploadedAudio(http, aSubmission(overrides), formSession);
      return { ...body, formSession };
    },
    async joinWaitingList(artistData, extra = {}) {
      const { formSession } = await app.formSession();
      return request(http)
        .post('/api/waiting-list')
        .send({ artistData, formSession, website: '', email_confirm: '', ...extra });
    },
    async count(table: string) {
      const rows = await database.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`);
      return Number(rows[0].n);
    },
    async counts(tables) {
      return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await app.count(table)] as const)));
    },
    async close() {
      await portal.close();
      if (!options.shared) await database.close();
    },
  };
  return app;
}

/** startPublicFlowApp for the tests of the enclosing file or describe block. */
export function usePublicFlowApp(
  env: Record<string, string> = {},
  options: { board?: () => Board; logDestination?: DestinationStream } = {},
): AppAccessor<PublicFlowApp> {
  return useStartedApp(() => startPublicFlowApp(env, options));
}
