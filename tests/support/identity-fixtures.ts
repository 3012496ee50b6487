import request from 'supertest';
import type { Clock } from '../../application/ports/clock.port';
import { CreateStaffAccountUseCase } from '../../application/use-cases/identity/create-staff-account.use-case';
import { IssueArtistSignInCodeUseCase } from '../../application/use-cases/identity/issue-artist-sign-in-code.use-case';
import type { TestApp } from './test-app';

export const TEST_ORIGIN = 'http://localhost:3000';

/** A clock the test moves by hand (session expiry, sign-link expiry, throttle windows). */
export class ManualClock implements Clock {
  constructor(private current = new Date('2030-01-15T10:00:00Z')) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

let counter = 0;

/** An artist row (as an invitation would create it) with a fresh invitation code. */
export async function createArtist(app: TestApp, overrides: { artistName?: string; email?: string } = {}) {
  counter += 1;
  const tag = `${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
  const artistCode = `AR-${tag}`;
  const email = overrides.email ?? `artist${tag}@example.com`;
  const [row] = await app.database.query<{ id: string }>(
    'INSERT INTO artists (artist_code, email, first_name, surname, artist_name) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [artistCode, email, 'Ada', 'Lovelace', overrides.artistName ?? `Artist ${tag}`],
  );
  const { invitationCode } = await app.app.get(IssueArtistSignInCodeUseCase).execute(row.id);
  return { id: row.id, artistCode, invitationCode, email };
}

export async function createStaff(
  app: TestApp,
  email = `staff${++counter}-${process.pid}@label.example`,
  password = 'correct horse battery',
) {
  const { id } = await app.app.get(CreateStaffAccountUseCase).execute({ email, name: 'Sam Staff', password });
  return { id, email, password };
}

/** The Cookie header value after a successful sign-in. */
export function cookieFrom(res: request.Response): string {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  const cookie = header?.find((c) => c.startsWith('session=') || c.startsWith('__Host-session='));
  if (!cookie) throw new Error(`No session cookie in ${JSON.stringify(res.headers)}`);
  return cookie.split(';')[0];
}

export async function signInArtist(app: TestApp, artist: { artistCode: string; invitationCode: string }): Promise<string> {
  const res = await request(app.http)
    .post('/api/auth/artist/login')
    .send({ artistId: artist.artistCode, invitationCode: artist.invitationCode })
    .expect(200);
  return cookieFrom(res);
}

export async function signInStaff(app: TestApp, staff: { email: string; password: string }): Promise<string> {
  const res = await request(app.http).post('/api/auth/staff/login').send({ email: staff.email, password: staff.password }).expect(200);
  return cookieFrom(res);
}

/** Headers of a browser request with the session cookie from our own origin (CSRF check passes). */
export function asBrowser(cookie: string): Record<string, string> {
  return { Cookie: cookie, Origin: TEST_ORIGIN };
}
