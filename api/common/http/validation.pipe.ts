import { type ValidationError, ValidationPipe } from '@nestjs/common';
import { AppError } from '../../../application/errors/app-error';
import { COMMON_MESSAGES } from '../../../domain/shared';

function flatten(errors: ValidationError[], parent = ''): { field: string; message: string }[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    // Several failed checks of one field often share one message: say it once. A null fails every check: say why.
    const messages = Object.values(error.constraints ?? {});
    const own = [...new Set(error.value === null && messages.length > 0 ? [COMMON_MESSAGES.notNull(field)] : messages)].map((message) => ({
      field,
      message,
    }));
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Whitelisting, unknown fields refused, types transformed; failures name each field (400). */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => {
      const details = flatten(errors);
      return new AppError('invalid', details.map((d) => d.message).join('; ') || 'Invalid request', { details });
    },
  });
}
