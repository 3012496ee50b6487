import { isUUID } from 'class-validator';
import express, { type Request, type Response } from 'express';
import { MAX_RELEASES_PER_PACKAGE_DOWNLOAD, RELEASE_PACKAGE_MESSAGES } from '../../domain/release/release-package';
import { AppError } from '../../application/errors/app-error';

const parseForm = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: MAX_RELEASES_PER_PACKAGE_DOWNLOAD + 1 });

/**
 * The releases a 'Download all' names: `{ ids: [...] }` as JSON from API clients, or repeated `ids` fields of a plain
 * HTML form, which lets the browser stream the ZIP straight to disk.
 */
export async function readPackageSelection(req: Request, res: Response): Promise<string[]> {
  if (req.is('application/x-www-form-urlencoded')) {
    await new Promise<void>((resolve, reject) =>
      parseForm(req, res, (error?: unknown) => (error ? reject(new AppError('invalid', RELEASE_PACKAGE_MESSAGES.tooMany)) : resolve())),
    );
  }
  const raw: unknown = (req.body as { ids?: unknown } | undefined)?.ids;
  const ids = typeof raw === 'string' ? [raw] : raw;
  if (!Array.isArray(ids) || ids.length === 0) throw new AppError('invalid', RELEASE_PACKAGE_MESSAGES.noSelection);
  if (ids.length > MAX_RELEASES_PER_PACKAGE_DOWNLOAD) throw new AppError('invalid', RELEASE_PACKAGE_MESSAGES.tooMany);
  if (!ids.every((id) => typeof id === 'string' && isUUID(id))) throw new AppError('invalid', 'Each id must be a release id (a UUID)');
  return ids as string[];
}
