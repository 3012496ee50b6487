import type { Response } from 'express';
import type { ServedFile } from '../../application/use-cases/uploads/read-upload.use-case';

/** Streams a file (or its byte range) with the headers a player needs to seek. */
export function sendServedFile(res: Response, file: ServedFile): void {
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Cache-Control', 'private, no-store');
  if (file.range) res.status(206).setHeader('Content-Range', `bytes ${file.range.start}-${file.range.end}/${file.totalSize}`);
  file.body.pipe(res);
}

export function sendPdf(res: Response, bytes: Buffer, name: string): void {
  res
    .status(200)
    .setHeader('Content-Type', 'application/pdf')
    .setHeader('Content-Disposition', `attachment; filename="${name}"`)
    .setHeader('Cache-Control', 'private, no-store')
    .send(bytes);
}
