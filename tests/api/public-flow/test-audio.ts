import request from 'supertest';
import { buildWav } from '../../support/media/wav-builder';

const RATE = 8000;
const cache = new Map<number, Buffer>();

/** A small mono WAV of the given length (8 kHz, 8-bit keeps a 2-minute track under 1 MB). */
export function shortWav(seconds: number): Buffer {
  if (!cache.has(seconds)) cache.set(seconds, buildWav({ bits: 8, rate: RATE, channels: 1, frames: RATE * seconds }));
  return cache.get(seconds) as Buffer;
}

/** Uploads a WAV on the standard path for a form session; returns the fileId the wizard would send. */
export async function uploadTestAudio(http: Parameters<typeof request>[0], formSession: string, seconds = 120): Promise<string> {
  const res = await request(http)
    .post('/api/upload/google-drive')
    .field('artistName', 'Nova Lane')
    .field('fileType', 'audio')
    .field('trackTitle', 'Track')
    .field('releaseTitle', 'Night Drive')
    .field('sessionId', formSession)
    .attach('file', shortWav(seconds), { filename: 'track.wav', contentType: 'audio/wav' });
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.fileId as string;
}

/** Gives every track of the form an uploaded 120 s WAV of the session (what the wizard does before create-item). */
export async function withUploadedAudio<B extends { formData: { tracks: object[] } }>(
  http: Parameters<typeof request>[0],
  body: B,
  formSession: string,
): Promise<B> {
  const tracks: B['formData']['tracks'] = [];
  for (const track of body.formData.tracks) tracks.push({ ...track, fileId: await uploadTestAudio(http, formSession) });
  return { ...body, formData: { ...body.formData, tracks } };
}
