import type { Readable } from 'node:stream';
import type { FullSubmissionTestRequest } from '../../../wire';
import { messageOf } from '../../errors/message-of';
import type { Board } from '../../ports/board.port';
import type { ESignature } from '../../ports/e-signature.port';
import type { FileStorage } from '../../ports/file-storage.port';
import type { Mailer } from '../../ports/mailer.port';
import type { MediaInspector } from '../../ports/media-inspector.port';
import type { MusicCatalogue } from '../../ports/music-catalogue.port';
import { BOARD_KEYS } from '../board/board-keys';
import { portCheckWav } from './port-check-wav';

export interface TestStep {
  step: string;
  success: boolean;
  detail: string;
  ms: number;
}

export interface FullSubmissionTestPorts {
  database: { readonly engine: string; ping(): Promise<boolean> };
  fileStorage: FileStorage;
  mediaInspector: MediaInspector;
  musicCatalogue: MusicCatalogue;
  board: Board;
  mailer: Mailer;
  eSignature: ESignature;
  newId: () => string;
  /** The portal's public address (the link in the test mail) and the mail adapter's name. */
  publicUrl: string;
  mailerName: string;
}

async function step(name: string, work: () => Promise<string>): Promise<TestStep> {
  const started = Date.now();
  try {
    return { step: name, success: true, detail: await work(), ms: Date.now() - started };
  } catch (error) {
    return { step: name, success: false, detail: messageOf(error), ms: Date.now() - started };
  }
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
export class RunFullSubmissionTestUseCase {
  constructor(private readonly deps: FullSubmissionTestPorts) {}

  async execute(artist: FullSubmissionTestRequest): Promise<TestStep[]> {
    const i = this.deps;
    const name = artist.artistName?.trim() || 'Test Artist';
    const key = `tests/port-check/${i.newId()}.wav`;
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
        const stored = await i.fileStorage.put(key, wav, { contentType: 'audio/wav', maxBytes: wav.length });
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
        const connection = await i.musicCatalogue.testConnection();
        if (!connection.ok) throw new Error(connection.message);
        return `${i.musicCatalogue.adapterName}: ${connection.message}`;
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
        itemId = (await i.board.createItem({ key: BOARD_KEYS.test(i.newId()), name: `${name} - Port check`, columnValues, group: 'Tests' }))
          .itemId;
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
          values: { name, link: i.publicUrl },
          secrets: [],
        });
        return `${i.mailerName} accepted mail ${sent.id}`;
      }),
    );
    steps.push(await step('e-signature', async () => `${i.eSignature.adapterName} adapter ready`));
    return steps;
  }
}
