import { BOT_MIN_FORM_TIME_MS } from '../../domain/bot/bot-rules';
import { aSubmission } from '../../tests/api/public-flow/submission.builder';

const isoDaysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Distinct wizard submissions, each with its own form session, ready to post once the sessions are old enough for
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
    bodies.push(JSON.stringify({ ...body, formSession }));
  }
  await new Promise((r) => setTimeout(r, BOT_MIN_FORM_TIME_MS + 500));
  return bodies;
}
