import request from 'supertest';
import { createArtist, signInArtist } from '../../support/identity-fixtures';
import type { FormOverrides } from '../../support/builders/submission.builder';
import type { PublicFlowApp } from './public-flow-app';

/** A real submission through create-item, then owned by a fresh signed-in artist (as an invitation would make it). */
export async function submittedByArtist(app: PublicFlowApp, form: FormOverrides = {}) {
  const artist = await createArtist(app, { artistName: 'Nova Lane' });
  const body = await app.signedSubmission({ form: { ...form, email: artist.email } });
  const res = await request(app.http).post('/api/monday/create-item').send(body).expect(200);
  const id = res.body.data.submissionId as string;
  await app.database.query('UPDATE submissions SET artist_id = $1 WHERE id = $2', [artist.id, id]);
  return { artist, id, body, cookie: await signInArtist(app, artist) };
}
