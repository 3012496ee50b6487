import { Param } from '@nestjs/common';
import { DELIVERY_TARGET_MESSAGES } from '../../domain/delivery-targets';
import { uuidOrNotFound } from '../common/http/uuid-or-not-found.pipe';

/** A target's `:id`: a malformed one answers 404 as an unknown one does. */
export const targetId = () => Param('id', uuidOrNotFound(DELIVERY_TARGET_MESSAGES.notFound));
