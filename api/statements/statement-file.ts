import type { Response } from 'express';

/** A statement or payout file as a download that no cache keeps (it holds a payee's money). */
export function sendStatementFile(res: Response, type: string, name: string, body: string | Uint8Array): void {
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(typeof body === 'string' ? body : Buffer.from(body));
}
