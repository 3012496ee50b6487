import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import request from 'supertest';
import { STAFF_AUTHORIZATION } from '../../support/test-config';
import type { PublicFlowApp } from '../public-flow/public-flow-app';

/** Uploads a 300×200 JPEG cover in the form session; returns the fileId the wizard would send as the artwork. */
export async function uploadTestArtwork(http: PublicFlowApp['http'], formSession: string): Promise<string> {
  const jpeg = path.join(mkdtempSync(path.join(os.tmpdir(), 'round-trip-art-')), 'cover.jpg');
  execFileSync('convert', ['-size', '300x200', 'xc:navy', jpeg]);
  const res = await request(http)
    .post('/api/upload/google-drive')
    .field('artistName', 'Nova Lane')
    .field('fileType', 'artwork')
    .field('trackTitle', 'cover.jpg')
    .field('releaseTitle', 'Night Drive')
    .field('sessionId', formSession)
    .attach('file', readFileSync(jpeg), { filename: 'cover.jpg', contentType: 'image/jpeg' })
    .expect(200);
  return res.body.fileId as string;
}

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Approves the submission, sends it at once ('Deliver now') and reads the ERN message and sheet the built-in delivery stored. */
export async function approveAndDeliver(app: PublicFlowApp, submissionId: string): Promise<{ xml: string; csv: string }> {
  const desk = `/api/review-desk/submissions/${submissionId}`;
  await request(app.http).post(`${desk}/status`).set(STAFF_AUTHORIZATION).send({ status: 'Approved' }).expect(200);
  await request(app.http).post(`${desk}/delivery`).set(STAFF_AUTHORIZATION).expect(200);
  await app.infrastructure.jobs.worker.drain();
  const { body } = await request(app.http).get(`${desk}/delivery`).set(STAFF_AUTHORIZATION).expect(200);
  if (body.delivery?.status !== 'delivered') throw new Error(`not delivered: ${JSON.stringify(body.delivery)}`);
  const folder = `${body.delivery.packageKey}${String(body.upc).toLowerCase()}`;
  const storage = app.infrastructure.fileStorage;
  return {
    xml: await text(await storage.read(`${folder}/${String(body.upc).toLowerCase()}.xml`)),
    csv: await text(await storage.read(`${folder}/${String(body.upc).toLowerCase()}.csv`)),
  };
}
