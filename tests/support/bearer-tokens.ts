import request from 'supertest';
import type { Role } from '../../api/common/access/principal';
import { createArtist, createStaff } from './identity-fixtures';
import type { TestApp } from './test-app';

/** Signs in a fresh artist and a fresh staff member for bearer tokens: the Authorization token of each role. */
export async function bearerTokenPerRole(app: TestApp): Promise<Record<Role, string>> {
  const artist = await createArtist(app);
  const staff = await createStaff(app);
  const asArtist = await request(app.http)
    .post('/api/auth/artist/login')
    .send({ artistId: artist.artistCode, invitationCode: artist.invitationCode, issueBearerToken: true })
    .expect(200);
  const asStaff = await request(app.http)
    .post('/api/auth/staff/login')
    .send({ email: staff.email, password: staff.password, issueBearerToken: true })
    .expect(200);
  return { artist: asArtist.body.token, staff: asStaff.body.token };
}
