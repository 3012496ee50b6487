import { ParseUUIDPipe } from '@nestjs/common';
import { AppError } from '../../../application/errors/app-error';

/** Parses a path id as a UUID; a malformed id answers 404 with `message`, as an unknown one would. */
export const uuidOrNotFound = (message: string) => new ParseUUIDPipe({ exceptionFactory: () => new AppError('not_found', message) });
