import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { messageOf } from '../../application/errors/message-of';
import { BOARD_KEYS } from '../../application/use-cases/board/board-keys';
import type { FullSubmissionTestRequest } from '../../contracts';
import type { Ports } from '../infrastructure/ports';

export interface TestStep {
  step: string;
  success: boolean;
  detail: string;
  ms: number;
}

/** The test record's names, as the staff page sends them. */
export type TestArtist = FullSubmissionTestRequest;

async function step(name: string, work: () => Promise<string>): Promise<TestStep> {
  const started = Date.now();
  try {
    return { step: name, success: true, detail: await work(), ms: Date.now() - started };
  } catch (error) {
    return { step: name, success: false, detail: messageOf(error), ms: Date.now() - started };
  }
}

/** Half a second of 44.1 kHz 16-bit stereo silence: the smallest WAV the media inspector accepts as a track. */
function portCheckWav(): Buffer {
  const frames = 22_050;
  const data = frames * 4;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(44_100, 24);
  header.writeUInt32LE(44_100 * 4, 28);
  header.writeUInt16LE(4, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data)]);
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * A small test submission through every port the real one touches: database, file storage, media inspection,
 * music catalogue, board, mail and e-signature. Each step reports on its own; a failed step does not stop the rest.
 * Everything it writes is marked as a test (board group 'Tests', storage under tests/), and the file is removed again.
 */
export const FULL_TEST_PORTS = [
  'database',
  'fileStorage',
  'mediaInspector',
  'musicCatalog',
  'board',
  'mailer',
  'eSignature',
  'config',
] as const;
export type FullTestPorts = Pick<Ports, (typeof FULL_TEST_PORTS)[number]>;

/** The full submission test bound to the active adapters (provided by TestDashboardModule). */
export type FullSubmissionTest = (artist: TestArtist) => Promise<TestStep[]>;
export const FULL_SUBMISSION_TEST = Symbol('FullSubmissionTest');

export async function runFullSubmissionTest(i: FullTestPorts, artist: TestArtist): Promise<TestStep[]> {
  const name = artist.artistName?.trim() || 'Test Artist';
  const key = `tests/port-check/${randomUUID()}.wav`;
  const wav = portCheckWav();
  let itemId = '';
  const steps: TestStep[] = [];
  steps.push(
    await step('database', async () =>
      (await i.database.ping()) ? `${i.database.engine} answers` : Promise.reject(new Error('no answer')),
    ),
  );
  steps.push(
    await step('storage: store a test track', async () => {
      const stored = await i.fileStorage.put(key, Readable.from([wav]), { contentType: 'audio/wav', maxBytes: wav.length });
      return `${i.fileStorage.adapterName} stored ${stored.size} bytes in ${i.fileStorage.bucketName}`;
    }),
  );
  steps.push(
    await step('media: inspect the stored track', async () => {
      const report = await i.mediaInspector.check('audio', await i.fileStorage.read(key), { browser: 'test dashboard' });
      return `${report.facts.sampleRate} Hz, ${report.facts.bitDepth}-bit, ${report.facts.channels} ch${report.warnings.length ? `; ${report.warnings.join('; ')}` : ''}`;
    }),
  );
  steps.push(
    await step('storage: read back and remove', async () => {
      const back = await readAll(await i.fileStorage.read(key));
      await i.fileStorage.delete(key);
      if (!back.equals(wav)) throw new Error('the stored bytes differ from the sent ones');
      return 'bytes match; removed';
    }),
  );
  steps.push(
    await step('music catalogue', async () => {
      const connection = await i.musicCatalog.testConnection();
      if (!connection.ok) throw new Error(connection.message);
      return `${i.musicCatalog.adapterName}: ${connection.message}`;
    }),
  );
  steps.push(
    await step('board: create item', async () => {
      const columnValues = {
        kind: 'Test',
        artist_name: name,
        first_name: artist.firstName ?? '',
        surname: artist.surname ?? '',
        email: artist.email ?? '',
        country: artist.country ?? '',
        city: artist.city ?? '',
      };
      itemId = (
        await i.board.createItem({ key: BOARD_KEYS.test(randomUUID()), name: `${name} - Port check`, columnValues, group: 'Tests' })
      ).itemId;
      return `${i.board.adapterName} item ${itemId}`;
    }),
  );
  steps.push(
    await step('board: read item back', async () =>
      (await i.board.getItem(itemId)) ? 'found' : Promise.reject(new Error(`item ${itemId || '(none)'} not found`)),
    ),
  );
  steps.push(
    await step('mail', async () => {
      const sent = await i.mailer.send({
        to: 'test-dashboard@label.example',
        subject: `Port check for ${name}`,
        category: 'test',
        values: { name, link: i.config.publicUrl },
        secrets: [],
      });
      return `${i.config.mailer.adapter} accepted mail ${sent.id}`;
    }),
  );
  steps.push(await step('e-signature', async () => `${i.eSignature.adapterName} adapter ready`));
  return steps;
}
