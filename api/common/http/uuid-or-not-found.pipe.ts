import { ParseUUIDPipe } from '@nestjs/common';
import { ApiException } from './api-exception';

/** Parses a path id as a UUID; a malformed id answers 404 with `message`, as an unknown one would. */
export const uuidOrNotFound = (message: string) => new ParseUUIDPipe({ exceptionFactory: () => new ApiException(404, message) });
