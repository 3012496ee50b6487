import { DELIVERY_MESSAGE_WORDS } from '../../domain/release/delivery-message-check';
import { AppError } from './app-error';

/**
 * A release's DDEX message failed the schema check, so it must never be sent: thrown by the package builder, recorded
 * by the delivery job for staff in `message` (plain words), and not retried (the same release fails the same way).
 */
export class DeliveryMessageRefusedError extends AppError {
  constructor(readonly problems: readonly string[]) {
    super('unprocessable', DELIVERY_MESSAGE_WORDS.refused(problems.length > 0 ? problems : [DELIVERY_MESSAGE_WORDS.unknownProblem]));
  }
}
