import { posix } from 'node:path';
import type SftpClient from 'ssh2-sftp-client';
import type { AcknowledgedBatch, AcknowledgementFile, BatchAcknowledgements } from '../../application/ports/delivery.port';
import { isAcknowledgementFile, parseFtpAcknowledgement } from './ftp-acknowledgement.xml';

/** The `ACK_*.xml` files in a batch's folder and its release folders, oldest first (by time, then name). */
async function acknowledgementPaths(client: SftpClient, root: string): Promise<string[]> {
  if ((await client.exists(root)) !== 'd') return [];
  const found: { path: string; at: number }[] = [];
  for (const entry of await client.list(root)) {
    if (entry.type === '-' && isAcknowledgementFile(entry.name)) found.push({ path: posix.join(root, entry.name), at: entry.modifyTime });
    if (entry.type !== 'd') continue;
    for (const inner of await client.list(posix.join(root, entry.name)))
      if (inner.type === '-' && isAcknowledgementFile(inner.name))
        found.push({ path: posix.join(root, entry.name, inner.name), at: inner.modifyTime });
  }
  return found.sort((a, b) => a.at - b.at || a.path.localeCompare(b.path)).map((file) => file.path);
}

/** Each batch's acknowledgements as the store left them; a file that is not (yet) a whole acknowledgement is skipped. */
export async function readAcknowledgements(client: SftpClient, batches: readonly AcknowledgedBatch[]): Promise<BatchAcknowledgements[]> {
  const answers: BatchAcknowledgements[] = [];
  for (const batch of batches) {
    const acknowledgements: AcknowledgementFile[] = [];
    for (const path of await acknowledgementPaths(client, batch.packageKey)) {
      const body = await client.get(path);
      const ack = Buffer.isBuffer(body) ? parseFtpAcknowledgement(body.toString('utf8')) : null;
      if (ack) acknowledgements.push({ ...ack, file: path });
    }
    answers.push({ batchId: batch.batchId, acknowledgements });
  }
  return answers;
}
