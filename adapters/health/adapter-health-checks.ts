import type { Board } from '../../application/ports/board.port';
import type { ESignature } from '../../application/ports/e-signature.port';
import type { FileStorage } from '../../application/ports/file-storage.port';
import type { HealthCheck, HealthStatus } from '../../application/ports/health-check.port';
import type { Mailer } from '../../application/ports/mailer.port';
import type { MusicCatalogue } from '../../application/ports/music-catalogue.port';
import { SmtpMailer } from '../mailer/smtp.mailer';

const PROBE_TIMEOUT_MS = 3000;

/** One adapter's check; a probe that throws or hangs past the timeout reports the adapter down. */
class ProbeHealthCheck implements HealthCheck {
  constructor(
    private readonly name: string,
    private readonly adapter: string,
    private readonly probe: () => Promise<{ up: boolean; detail?: string }>,
  ) {}

  async health(): Promise<HealthStatus> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<{ up: boolean; detail: string }>((resolve) => {
      timer = setTimeout(() => resolve({ up: false, detail: `no answer within ${PROBE_TIMEOUT_MS} ms` }), PROBE_TIMEOUT_MS);
    });
    try {
      const result = await Promise.race([this.probe(), timeout]);
      return { name: this.name, adapter: this.adapter, ...result };
    } catch (error) {
      return { name: this.name, adapter: this.adapter, up: false, detail: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  }
}

export interface CheckedAdapters {
  board: Board;
  musicCatalogue: MusicCatalogue;
  fileStorage: FileStorage;
  eSignature: ESignature;
  mailerAdapter: string;
  mailer: Mailer;
}

/** GET /api/health asks every port's adapter, not only the database. */
export function adapterHealthChecks(adapters: CheckedAdapters): HealthCheck[] {
  return [
    new ProbeHealthCheck('board', adapters.board.adapterName, async () => {
      const status = await adapters.board.status();
      return { up: status.connected, detail: status.message };
    }),
    new ProbeHealthCheck('music-catalogue', adapters.musicCatalogue.adapterName, async () => {
      const result = await adapters.musicCatalogue.testConnection();
      return { up: result.ok, detail: result.message };
    }),
    new ProbeHealthCheck('file-storage', adapters.fileStorage.adapterName, async () => {
      // A stat of a key that never exists: the store must answer (null), not fail.
      await adapters.fileStorage.stat('health/probe');
      return { up: true, detail: `bucket ${adapters.fileStorage.bucketName}` };
    }),
    new ProbeHealthCheck('e-signature', adapters.eSignature.adapterName, async () => ({
      up: true,
      detail: 'configured (checked when a request is created)',
    })),
    new ProbeHealthCheck('mailer', adapters.mailerAdapter, async () => {
      if (!(adapters.mailer instanceof SmtpMailer)) return { up: true, detail: 'mails are kept in the outbox for staff' };
      await adapters.mailer.verify();
      return { up: true, detail: 'the SMTP server answers; mails are queued and delivered by the job worker, with retries' };
    }),
  ];
}
