import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type Attributes, type Connection, Server, type SFTPWrapper, utils } from 'ssh2';
import { attrsOf, existsNoFollow, listed, type SftpHandle, SftpHandles } from './sftp-handles';

const { STATUS_CODE } = utils.sftp;
const HOST_KEY = parseableHostKey();

/** ssh2 writes about 1 ed25519 key in 250 that its own parser then refuses ('Malformed OpenSSH private key'). */
function parseableHostKey(): string {
  for (;;) {
    const key = utils.generateKeyPairSync('ed25519').private;
    if (!(utils.parseKey(key) instanceof Error)) return key;
  }
}

/** A request the test may hold unanswered ('before' it is carried out, or 'after'), e.g. to kill the client there. */
export type SftpHold = (request: { op: 'OPEN' | 'WRITE' | 'RENAME'; path: string; offset?: number }) => 'before' | 'after' | null;

export interface SftpCredentials {
  username: string;
  password: string;
}

/**
 * A real SFTP server (ssh2's server, SFTP v3) in the test's process, serving one folder on disk. stop() drops every
 * connection and the listener; start() listens again on the same port, as a distributor's server coming back would.
 */
export class SftpTestServer {
  private server: Server | null = null;
  private readonly connections = new Set<Connection>();
  port = 0;
  /** Every path opened for writing, and every rename's target, in the order they happened. */
  readonly writes: string[] = [];
  readonly renames: string[] = [];
  /** Set by a test: a request it answers 'before' or 'after' for is never answered (the client hangs there). */
  hold: SftpHold | null = null;
  /** Called once a held request has been held. */
  onHeld: (() => void) | null = null;

  constructor(
    readonly root: string,
    readonly credentials: SftpCredentials = { username: 'distributor', password: 'test-sftp-password' },
  ) {}

  async start(): Promise<void> {
    const server = new Server({ hostKeys: [HOST_KEY] }, (client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** The portal's settings that deliver to this server (call after start(): the port is known then). */
  deliveryEnv(folder = '/inbox'): Record<string, string> {
    return {
      DELIVERY_ADAPTER: 'sftp',
      DELIVERY_SFTP_HOST: '127.0.0.1',
      DELIVERY_SFTP_PORT: String(this.port),
      DELIVERY_SFTP_USERNAME: this.credentials.username,
      DELIVERY_SFTP_PASSWORD: this.credentials.password,
      DELIVERY_SFTP_FOLDER: folder,
    };
  }

  async stop(): Promise<void> {
    for (const client of this.connections) client.end();
    this.connections.clear();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private accept(client: Connection): void {
    this.connections.add(client);
    client.on('close', () => this.connections.delete(client));
    client.on('error', () => this.connections.delete(client));
    client.on('authentication', (ctx) => {
      const { username, password } = this.credentials;
      if (ctx.method === 'password' && ctx.username === username && ctx.password === password) ctx.accept();
      else ctx.reject(['password']);
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        acceptSession().on('sftp', (acceptSftp) => this.serve(acceptSftp()));
      });
    });
  }

  /** Client paths are taken relative to the root whatever they say; nothing outside it is reachable. */
  private local(remote: string): string {
    return path.join(this.root, path.posix.normalize(`/${remote}`));
  }

  private serve(sftp: SFTPWrapper): void {
    const handles = new SftpHandles();
    const newHandle = (value: SftpHandle) => handles.add(value);
    const handleOf = (buffer: Buffer) => handles.of(buffer);
    const attempt = (reqId: number, work: () => void) => {
      try {
        work();
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        sftp.status(reqId, code === 'ENOENT' ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE, String(error));
      }
    };
    // True when the test holds this request at this moment: nothing is answered, the client waits until it dies.
    const held = (when: 'before' | 'after', request: Parameters<SftpHold>[0]) => {
      if (this.hold?.(request) !== when) return false;
      this.onHeld?.();
      return true;
    };
    sftp.on('REALPATH', (reqId, remote) => {
      const resolved = path.posix.normalize(`/${remote}`);
      sftp.name(reqId, [{ filename: resolved, longname: resolved, attrs: {} as Attributes }]);
    });
    for (const event of ['STAT', 'LSTAT'] as const) {
      sftp.on(event, (reqId: number, remote: string) => attempt(reqId, () => sftp.attrs(reqId, attrsOf(statSync(this.local(remote))))));
    }
    sftp.on('FSTAT', (reqId, buffer) => attempt(reqId, () => sftp.attrs(reqId, attrsOf(fstatSync(handleOf(buffer)?.fd ?? -1)))));
    sftp.on('OPEN', (reqId, remote, flags) =>
      attempt(reqId, () => {
        const mode = utils.sftp.flagsToString(flags) ?? 'r';
        if (mode !== 'r' && held('before', { op: 'OPEN', path: path.posix.normalize(`/${remote}`) })) return;
        if (mode !== 'r') this.writes.push(path.posix.normalize(`/${remote}`));
        sftp.handle(reqId, newHandle({ fd: openSync(this.local(remote), mode), path: path.posix.normalize(`/${remote}`) }));
      }),
    );
    sftp.on('WRITE', (reqId, buffer, offset, data) =>
      attempt(reqId, () => {
        if (held('before', { op: 'WRITE', path: handleOf(buffer)?.path ?? '', offset })) return;
        writeSync(handleOf(buffer)?.fd ?? -1, data, 0, data.length, offset);
        sftp.status(reqId, STATUS_CODE.OK);
      }),
    );
    sftp.on('READ', (reqId, buffer, offset, length) =>
      attempt(reqId, () => {
        const chunk = Buffer.alloc(length);
        const read = readSync(handleOf(buffer)?.fd ?? -1, chunk, 0, length, offset);
        if (read === 0) return sftp.status(reqId, STATUS_CODE.EOF);
        sftp.data(reqId, chunk.subarray(0, read));
      }),
    );
    sftp.on('CLOSE', (reqId, buffer) =>
      attempt(reqId, () => {
        const handle = handleOf(buffer);
        if (handle?.fd !== undefined) closeSync(handle.fd);
        handles.remove(buffer);
        sftp.status(reqId, STATUS_CODE.OK);
      }),
    );
    sftp.on('OPENDIR', (reqId, remote) =>
      attempt(reqId, () => sftp.handle(reqId, newHandle({ entries: readdirSync(this.local(remote)), dir: this.local(remote) }))),
    );
    sftp.on('READDIR', (reqId, buffer) =>
      attempt(reqId, () => {
        const handle = handleOf(buffer);
        if (!handle?.entries?.length || !handle.dir) return sftp.status(reqId, STATUS_CODE.EOF);
        const dir = handle.dir;
        const names = handle.entries.splice(0).map((filename) => listed(filename, statSync(path.join(dir, filename))));
        sftp.name(reqId, names);
      }),
    );
    const simple = (event: 'MKDIR' | 'REMOVE' | 'RMDIR', act: (local: string) => void) =>
      sftp.on(event, (reqId: number, remote: string) =>
        attempt(reqId, () => {
          act(this.local(remote));
          sftp.status(reqId, STATUS_CODE.OK);
        }),
      );
    simple('MKDIR', (local) => mkdirSync(local));
    simple('REMOVE', (local) => unlinkSync(local));
    simple('RMDIR', (local) => rmdirSync(local));
    sftp.on('RENAME', (reqId, from, to) =>
      attempt(reqId, () => {
        const request = { op: 'RENAME' as const, path: path.posix.normalize(`/${to}`) };
        if (held('before', request)) return;
        // SFTP v3 rename refuses to replace an existing file, as OpenSSH's does.
        if (existsNoFollow(this.local(to))) return sftp.status(reqId, STATUS_CODE.FAILURE, 'Target exists');
        renameSync(this.local(from), this.local(to));
        this.renames.push(request.path);
        if (held('after', request)) return;
        sftp.status(reqId, STATUS_CODE.OK);
      }),
    );
    for (const event of ['SETSTAT', 'FSETSTAT'] as const) sftp.on(event, (reqId: number) => sftp.status(reqId, STATUS_CODE.OK));
  }
}
