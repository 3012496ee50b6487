import { BOT_MIN_FORM_TIME_MS } from '../../domain/bot/bot-rules';
import { aSubmission } from '../../tests/support/builders/submission.builder';
import { buildWav } from '../../tests/support/media/wav-builder';

const RATE = 8000;
/** Two minutes of 8 kHz, 8-bit mono: a valid track under 1 MB. */
const TRACK = buildWav({ bits: 8, rate: RATE, channels: 1, frames: RATE * 120 });

/** Uploads the track on the standard path for the form session, as the wizard does before it submits. */
async function uploadTrack(baseUrl: string, formSession: string): Promise<string> {
  const form = new FormData();
  form.set('artistName', 'Nova Lane');
  form.set('fileType', 'audio');
  form.set('trackTitle', 'Track');
  form.set('releaseTitle', 'Night Drive');
  form.set('sessionId', formSession);
  form.set('file', new Blob([new Uint8Array(TRACK)], { type: 'audio/wav' }), 'track.wav');
  const res = await fetch(`${baseUrl}/api/upload/google-drive`, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { fileId: string }).fileId;
}

const isoDaysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Distinct wizard submissions, each with its own form session and uploaded track, ready to post once the sessions are old enough for
 * the bot check (as a person filling the form would be).
 */
export async function submissionBodies(baseUrl: string, count: number): Promise<string[]> {
  const releaseDate = isoDaysFromNow(120);
  const bodies: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${baseUrl}/api/form-sessions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (!res.ok) throw new Error(`form session: ${res.status} ${await res.text()}`);
    const { formSession } = (await res.json()) as { formSession: string };
    const body = aSubmission({ form: { releaseDate, fullReleaseDate: releaseDate, releaseTitle: `Night Drive ${i}` } });
    const fileId = await uploadTrack(baseUrl, formSession);
    const tracks = body.formData.tracks.map((track) => ({ ...track, fileId }));
    bodies.push(JSON.stringify({ ...body, formData: { ...body.formData, tracks }, formSession }));
  }
  await new Promise((r) => setTimeout(r, BOT_MIN_FORM_TIME_MS + 500));
  return bodies;
}
