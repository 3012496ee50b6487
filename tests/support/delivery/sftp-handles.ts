import { type Stats, statSync } from 'node:fs';
import type { Attributes } from 'ssh2';

/** What an SFTP handle stands for: an open file (with the client's path) or a folder listing. */
export interface SftpHandle {
  fd?: number;
  entries?: string[];
  dir?: string;
  path?: string;
}

/** The open handles of one SFTP session, as the 4-byte ids the protocol passes back and forth. */
export class SftpHandles {
  private readonly handles = new Map<number, SftpHandle>();
  private next = 1;

  add(value: SftpHandle): Buffer {
    const id = this.next++;
    this.handles.set(id, value);
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32BE(id);
    return buffer;
  }

  of(buffer: Buffer): SftpHandle | undefined {
    return buffer.length === 4 ? this.handles.get(buffer.readUInt32BE(0)) : undefined;
  }

  remove(buffer: Buffer): void {
    if (buffer.length === 4) this.handles.delete(buffer.readUInt32BE(0));
  }
}

export const attrsOf = (info: Stats): Attributes => ({
  mode: info.mode,
  uid: info.uid,
  gid: info.gid,
  size: info.size,
  atime: Math.floor(info.atimeMs / 1000),
  mtime: Math.floor(info.mtimeMs / 1000),
});

export function existsNoFollow(local: string): boolean {
  try {
    statSync(local);
    return true;
  } catch {
    return false;
  }
}

/** A folder entry as OpenSSH lists it: clients read the type from the long name's first letter (`ls -l` style). */
export const listed = (filename: string, info: Stats) => ({
  filename,
  longname: `${info.isDirectory() ? 'd' : '-'}rw-r--r-- 1 0 0 ${info.size} Jan 1 00:00 ${filename}`,
  attrs: attrsOf(info),
});
