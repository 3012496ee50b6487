import { Param } from '@nestjs/common';
import { SUBMISSION_NOT_FOUND } from '../../application/use-cases/profile/profile.errors';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';

/** The desk's `:id` path parameter: a submission's UUID; a malformed one answers 404 as an unknown one does. */
export const submissionId = () => Param('id', uuidOrNotFound(SUBMISSION_NOT_FOUND));
