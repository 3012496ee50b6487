import { NotFoundError, ProfileValidationError } from '../../application/use-cases/profile/artist-portal.use-cases';
import { ReleaseDetailsConflictError } from '../../application/use-cases/profile/complete-release-details.use-case';
import { ApiException } from '../common/http/api-exception';

/** Artist-portal use-case failures as HTTP answers. */
export function portalHttpError(error: unknown): unknown {
  if (error instanceof NotFoundError) return new ApiException(404, error.message);
  if (error instanceof ProfileValidationError) return new ApiException(400, error.message, error.issues);
  if (error instanceof ReleaseDetailsConflictError) return new ApiException(409, error.message);
  return error;
}

export async function answer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw portalHttpError(error);
  }
}
