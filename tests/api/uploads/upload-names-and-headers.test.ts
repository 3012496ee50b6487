import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useTestApp } from '../../support/use-test-app';
import { buildWav } from '../../support/media/wav-builder';

let session: string;

const app = useTestApp({ clock: { now: () => new Date() } });
beforeAll(async () => {
  session = await app().infrastructure.formSessions.sign({ sessionId: randomUUID().replace(/-/g, ''), startedAt: new Date() });
});

function standard(file: Buffer, fileName: string) {
  const req = request(app().http).post('/api/upload/google-drive');
  for (const [name, value] of Object.entries({
    artistName: 'Test Artist',
    fileType: 'audio',
    trackTitle: 'Song',
    releaseTitle: 'EP',
    sessionId: session,
  }))
    req.field(name, value);
  return req.attach('file', file, { filename: fileName, contentType: 'audio/wav' });
}

const wav = buildWav({ bits: 16, rate: 44100, channels: 1, frames: 4410 });

describe('standard upload file names and WAV headers', () => {
  it('decodes a UTF-8 file name and drops a right-to-left override', async () => {
    const res = await standard(wav, 'ünïcødé \u202Egnp.wav').expect(200);
    expect(res.body.fileName).toBe('ünïcødé gnp.wav');
    const [row] = await app().database.query<{ display_name: string }>('SELECT display_name FROM uploads WHERE id = $1', [res.body.fileId]);
    expect(row.display_name).toBe('ünïcødé gnp.wav');
  });

  it('refuses a WAV declaring a bit depth of 65528 (415 like any unreadable WAV, nothing stored)', async () => {
    const bogus = Buffer.from(wav);
    // Mono, 65528 bits: block align 8191 agrees with it, so only the bit depth itself is wrong.
    bogus.writeUInt16LE(8191, 32);
    bogus.writeUInt16LE(65528, 34);
    const before = await app().database.query('SELECT id FROM uploads');
    const res = await standard(bogus, 'deep.wav').expect(415);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(/65528/);
    expect(await app().database.query('SELECT id FROM uploads')).toEqual(before);
  });
});
